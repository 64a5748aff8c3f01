import {
  CalendarHeart,
  ClipboardList,
  HandHelping,
  HeartPulse,
  Play,
  Sparkles,
  TrendingUp,
} from "lucide-react";
import type { ReactNode } from "react";
import { guides, resources } from "../../../content/resources";
import { planAddsLine, VAULT_OPENS_LINE } from "../../../domain/plan-opens";
import { paths } from "../../../domain/routes";
import { toolTitles } from "../../../domain/tool-states";
import { AdminPreviewBanner } from "../../components/admin-preview-banner";
import { Award, type Icon } from "../../components/first-screen-icons";
import { ButtonLink } from "../../components/ui/button";
import { useDocumentTitle } from "../../lib/document-title";
import { Link } from "../../lib/router";
import { CertificateAction } from "./certificate-action";
import { IntegrationSection } from "./integration-section";
import { resourceAccess } from "./resource-access";
import { ResourceCard } from "./resource-card";

interface ToolLink {
  to: string;
  icon: Icon;
  title: string;
  body: string;
}

// spec §2 Bonus tools: links to the five tools and to the affirmations calendar.
const toolLinks: ToolLink[] = [
  {
    to: paths.askForHelp,
    icon: HandHelping,
    title: toolTitles.askForHelp,
    body: "Ten small asks that grow in courage.",
  },
  {
    to: paths.checkIn,
    icon: HeartPulse,
    title: "Check-in",
    body: "Five quiet questions about how you are today.",
  },
  {
    to: paths.getTogether,
    icon: ClipboardList,
    title: toolTitles.getTogether,
    body: "Twenty gentle steps to put life back in order.",
  },
  {
    to: paths.cleanForClarity,
    icon: Sparkles,
    title: toolTitles.cleanForClarity,
    body: "Clear a little clutter and see more clearly.",
  },
  {
    to: paths.pressPlay,
    icon: Play,
    title: toolTitles.pressPlay,
    body: "Eight small actions for an ordinary day.",
  },
  {
    to: paths.affirmations,
    icon: CalendarHeart,
    title: "Affirmations Calendar",
    body: "A small, doable affirmation for every day of the year.",
  },
];

export default function BonusToolsPage() {
  useDocumentTitle("Bonus Tools | Grind to Grace");
  return (
    <div className="mx-auto max-w-6xl px-4 py-10 sm:px-6 sm:py-14">
      <AdminPreviewBanner className="mb-8" />
      <header className="max-w-3xl">
        <p className="text-sm font-semibold uppercase tracking-[0.18em] text-clay-dark">Bonus ritual vault</p>
        <h1 className="mt-3 text-4xl leading-tight text-ink sm:text-5xl">Bonus Tools</h1>
        <p className="mt-4 text-lg leading-relaxed text-muted">
          Small, practical tools to carry the soul path into ordinary days. Use one, use them all, or come
          back when you need them. Your progress is saved to your account.
        </p>
        <p className="mt-3 text-sm leading-relaxed text-muted">
          {VAULT_OPENS_LINE} {planAddsLine("Grace Collective")}
        </p>
      </header>

      <div className="mt-10 grid gap-5 md:grid-cols-2">
        <MilestoneCard
          icon={Award}
          title="Journey Complete?"
          body="When you have completed all 75 days of your soul path, mark it with a certificate made for you."
          action={<CertificateAction label="Get Certificate" />}
        />
        <MilestoneCard
          icon={TrendingUp}
          title="Track Your Growth"
          body="Look back over your check-ins and reflections and see how far you have come."
          action={<ButtonLink to={paths.growth}>Start Tracking</ButtonLink>}
        />
      </div>

      <Section id="tools-heading" title="Your tools">
        <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
          {toolLinks.map((tool) => (
            <li key={tool.to}>
              <ToolLinkCard tool={tool} />
            </li>
          ))}
        </ul>
      </Section>

      <Section id="resources-heading" title="Resources">
        <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
          {resources.map((resource) => {
            const access = resourceAccess[resource.id];
            const guide = access.kind === "guide" ? guides.find((g) => g.id === access.guide) : undefined;
            return (
              <li key={resource.id}>
                <ResourceCard resource={resource} access={access} guide={guide} />
              </li>
            );
          })}
        </ul>
      </Section>

      <IntegrationSection />
    </div>
  );
}

function Section({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section aria-labelledby={id} className="mt-14">
      <h2 id={id} className="text-3xl text-ink">
        {title}
      </h2>
      <div className="mt-6">{children}</div>
    </section>
  );
}

/** The two milestones: the certificate (once earned) and the growth page. */
function MilestoneCard({
  icon: Icon,
  title,
  body,
  action,
}: {
  icon: Icon;
  title: string;
  body: string;
  action: ReactNode;
}) {
  return (
    <article className="flex flex-col rounded-3xl border border-linen bg-sand/60 p-6 sm:p-8">
      <span className="inline-flex size-12 items-center justify-center rounded-2xl bg-white text-clay-dark">
        <Icon aria-hidden="true" className="size-6" />
      </span>
      <h2 className="mt-5 text-2xl text-ink">{title}</h2>
      <p className="mt-2 flex-1 leading-relaxed text-muted">{body}</p>
      <div className="mt-6">{action}</div>
    </article>
  );
}

function ToolLinkCard({ tool }: { tool: ToolLink }) {
  const Icon = tool.icon;
  return (
    <Link
      to={tool.to}
      className="flex h-full items-start gap-4 rounded-2xl border border-linen bg-white/80 p-5 shadow-sm transition hover:-translate-y-0.5 hover:border-clay/40 hover:shadow-md"
    >
      <span className="inline-flex size-11 shrink-0 items-center justify-center rounded-xl bg-clay-soft text-clay-dark">
        <Icon aria-hidden="true" className="size-5" />
      </span>
      <span>
        <span className="block font-display text-lg text-ink">{tool.title}</span>
        <span className="mt-1 block text-sm leading-relaxed text-muted">{tool.body}</span>
      </span>
    </Link>
  );
}
