import { Gem, Sparkles } from "lucide-react";
import type { ReactNode } from "react";
import { GRACE_CEREMONY_DAY } from "../../../domain/day-access";
import { VAULT_OPENS_LINE } from "../../../domain/plan-opens";
import { type Entitlement, hasAccess } from "../../../domain/plans";
import { paths } from "../../../domain/routes";
import type { Icon } from "../../components/first-screen-icons";
import { Button, ButtonLink } from "../../components/ui/button";
import { Card } from "../../components/ui/card";
import { Link } from "../../lib/router";

function AccessCard({
  icon: Icon,
  eyebrow,
  title,
  body,
  action,
}: {
  icon: Icon;
  eyebrow: string;
  title: string;
  body: string;
  action: ReactNode;
}) {
  return (
    <Card className="flex flex-col">
      <div className="flex items-center gap-3">
        <span className="inline-flex size-11 items-center justify-center rounded-2xl bg-clay-soft text-clay-dark">
          <Icon aria-hidden="true" className="size-5" />
        </span>
        <p className="text-xs font-semibold uppercase tracking-[0.14em] text-clay-dark">{eyebrow}</p>
      </div>
      <h2 className="mt-4 text-xl">{title}</h2>
      <p className="mt-2 flex-1 text-sm leading-relaxed text-muted">{body}</p>
      <div className="mt-5">{action}</div>
    </Card>
  );
}

/** A visibly disabled button (spec §2), with the way to the plans right beside it. */
function UpgradeToAccess() {
  return (
    <div className="flex flex-wrap items-center gap-x-4 gap-y-2">
      <Button variant="secondary" disabled>
        Upgrade to Access
      </Button>
      <Link
        to={paths.pricing}
        className="rounded text-sm font-semibold text-clay-dark underline-offset-4 hover:underline"
      >
        See plans
      </Link>
    </div>
  );
}

/** spec §2: "Enter Grace Ceremony" with Grace Flow or better (docs/architecture.md D10), else "Upgrade to Access". */
export function GraceCeremonyCard({ entitlement }: { entitlement: Entitlement }) {
  return (
    <AccessCard
      icon={Sparkles}
      eyebrow={`Day ${GRACE_CEREMONY_DAY}`}
      title="Grace Ceremony"
      body="Pause at the turning point of your path: honor what you have set down and choose what you carry forward."
      action={
        hasAccess(entitlement, "Grace Flow") ? (
          <ButtonLink to={paths.day(GRACE_CEREMONY_DAY)}>Enter Grace Ceremony</ButtonLink>
        ) : (
          <UpgradeToAccess />
        )
      }
    />
  );
}

/**
 * "Explore Tools" for every member: `/bonus-tools` is open to her whatever her plan, so the card says so
 * rather than the spec's "Upgrade to Access" below Grace Collective (docs/product.md, issue #49).
 */
export function BonusVaultCard() {
  return (
    <AccessCard
      icon={Gem}
      eyebrow="Every plan"
      title="Bonus Ritual Vault"
      body={`Anchoring action steps, sacred tools and trackers for the days between journal pages. ${VAULT_OPENS_LINE}`}
      action={<ButtonLink to={paths.bonusTools}>Explore Tools</ButtonLink>}
    />
  );
}
