import { Flower2, Gem, HandHelping, ListChecks, Moon, NotebookPen, SmilePlus } from "lucide-react";
import type { Guide, Resource } from "../../../content/schema";
import { Award, type Icon } from "../../components/first-screen-icons";
import { Button, ButtonLink } from "../../components/ui/button";
import { Dialog, DialogContent, DialogTrigger } from "../../components/ui/dialog";
import { CertificateAction } from "./certificate-action";
import type { ResourceAccess } from "./resource-access";

// The icons the resources name (content/resources.ts), imported one by one to keep the bundle small.
const icons: Record<string, Icon> = {
  Award,
  Flower2,
  Gem,
  HandHelping,
  ListChecks,
  Moon,
  NotebookPen,
  SmilePlus,
};

interface ResourceCardProps {
  resource: Resource;
  access: ResourceAccess;
  guide?: Guide;
}

/** spec §2: icon, title, description, type, category and "Access →". */
export function ResourceCard({ resource, access, guide }: ResourceCardProps) {
  const Icon = icons[resource.icon] ?? ListChecks;
  return (
    // The icon sits above the title, so in four columns at 1280 px the title has the card's whole width.
    <article className="flex h-full flex-col rounded-2xl border border-linen bg-white/80 p-5 shadow-sm">
      <div>
        <span className="inline-flex size-10 items-center justify-center rounded-xl bg-clay-soft text-clay-dark">
          <Icon aria-hidden="true" className="size-5" />
        </span>
        <div className="mt-3">
          <h3 className="text-lg leading-snug text-ink">{resource.title}</h3>
          <p className="mt-1.5 flex flex-wrap gap-1.5 text-xs font-semibold">
            <span className="rounded-full bg-sand px-2.5 py-0.5 text-muted">
              <span className="sr-only">Type: </span>
              {resource.type}
            </span>
            <span className="rounded-full bg-sage-soft px-2.5 py-0.5 text-sage">
              <span className="sr-only">Category: </span>
              {resource.category}
            </span>
          </p>
        </div>
      </div>
      <p className="mt-3 flex-1 text-sm leading-relaxed text-muted">{resource.description}</p>
      <div className="mt-4">
        <AccessButton resource={resource} access={access} guide={guide} />
      </div>
    </article>
  );
}

function AccessButton({ resource, access, guide }: ResourceCardProps) {
  const label = <span aria-hidden="true">Access →</span>;
  const name = `Access ${resource.title}`;
  if (access.kind === "page") {
    return (
      <ButtonLink to={access.to} variant="secondary" size="sm" aria-label={name}>
        {label}
      </ButtonLink>
    );
  }
  if (access.kind === "guide" && guide) {
    return (
      <Dialog>
        <DialogTrigger asChild>
          <Button variant="secondary" size="sm" aria-label={name}>
            {label}
          </Button>
        </DialogTrigger>
        <DialogContent
          title={guide.title}
          description={`${resource.type} · ${resource.category}`}
          width="max-w-2xl"
        >
          <div className="flex flex-col gap-4 leading-relaxed text-ink">
            {guide.paragraphs.map((paragraph) => (
              <p key={paragraph.slice(0, 40)}>{paragraph}</p>
            ))}
          </div>
        </DialogContent>
      </Dialog>
    );
  }
  return <CertificateAction label="Access →" name={name} variant="secondary" size="sm" />;
}
