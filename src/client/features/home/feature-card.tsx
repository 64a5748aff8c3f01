import type { Icon } from "../../components/first-screen-icons";
import { Link } from "../../lib/router";

export interface Feature {
  icon: Icon;
  title: string;
  body: string;
  to?: string;
  badge: string;
}

const shell = "flex h-full flex-col rounded-2xl border border-linen bg-white/80 p-6 shadow-sm";
/** A card that leads somewhere lifts a little under the pointer. */
const linkedCardClass = `${shell} transition hover:-translate-y-0.5 hover:border-clay/40 hover:shadow-md`;

/** A home page feature card's icon, title, text and badge; `linked` colours the badge as a way in. */
function FeatureBody({ feature, linked }: { feature: Feature; linked: boolean }) {
  const Icon = feature.icon;
  return (
    <>
      <span className="inline-flex size-12 items-center justify-center rounded-2xl bg-clay-soft text-clay-dark">
        <Icon aria-hidden="true" className="size-6" />
      </span>
      <h3 className="mt-5 text-xl">{feature.title}</h3>
      <p className="mt-2 flex-1 text-sm leading-relaxed text-muted">{feature.body}</p>
      <span
        className={`mt-5 inline-flex w-fit rounded-full px-3 py-1 text-xs font-semibold ${
          linked ? "bg-sage-soft text-sage" : "bg-sand text-muted"
        }`}
      >
        {feature.badge}
      </span>
    </>
  );
}

/** spec §2 Home: a feature card, a link when the feature has a page. */
export function FeatureCard({ feature }: { feature: Feature }) {
  const body = <FeatureBody feature={feature} linked={Boolean(feature.to)} />;
  if (!feature.to) return <div className={shell}>{body}</div>;
  return (
    <Link to={feature.to} className={linkedCardClass}>
      {body}
    </Link>
  );
}
