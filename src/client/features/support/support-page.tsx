import { Globe, Heart, Mail, MessageSquare, Phone } from "lucide-react";
import { useEffect } from "react";
import { type SupportLine, supportPage } from "../../../content/care";
import { paths } from "../../../domain/routes";
import { Card } from "../../components/ui/card";
import { useDocumentTitle } from "../../lib/document-title";
import { usePublicConfig } from "../../lib/public-config";
import { Link } from "../../lib/router";

/** The anchor the billing page links to (`/support#contact`) for a question about a charge or an account. */
const contactAnchor = "contact";

function LineList({ lines }: { lines: readonly SupportLine[] }) {
  return (
    <ul className="mt-5 flex flex-col gap-3">
      {lines.map((line) => (
        <li key={line.name} className="rounded-xl border border-linen bg-cream/60 p-4">
          <p className="text-xs font-semibold uppercase tracking-[0.14em] text-muted">{line.where}</p>
          <p className="mt-1 font-semibold text-ink">{line.name}</p>
          <p className="mt-1 text-sm leading-relaxed text-muted">{line.about}</p>
          <p className="mt-2 flex flex-wrap gap-x-5 gap-y-2">
            {line.contacts.map((contact) => {
              const Icon = contact.href.startsWith("sms:")
                ? MessageSquare
                : contact.href.startsWith("http")
                  ? Globe
                  : Phone;
              return (
                <a
                  key={contact.href}
                  href={contact.href}
                  className="inline-flex items-center gap-2 font-semibold text-clay-dark underline underline-offset-4"
                  {...(contact.href.startsWith("http") ? { target: "_blank", rel: "noreferrer" } : {})}
                >
                  <Icon aria-hidden className="size-4 shrink-0" />
                  {contact.label}
                </a>
              );
            })}
          </p>
        </li>
      ))}
    </ul>
  );
}

/** Public: the care page linked from the footer, the account page and heavy days (docs/architecture.md D13). */
export default function SupportPage() {
  useDocumentTitle("Support | Grind to Grace");
  const supportEmail = usePublicConfig().data?.supportEmail ?? null;
  // The contact appears once the server's config has answered, after the browser looked for the anchor.
  useEffect(() => {
    if (supportEmail && window.location.hash === `#${contactAnchor}`) {
      document.getElementById(contactAnchor)?.scrollIntoView();
    }
  }, [supportEmail]);
  return (
    <section className="mx-auto flex max-w-2xl flex-col gap-6 px-4 py-10 sm:px-6 sm:py-14">
      <header>
        <p className="text-sm font-semibold uppercase tracking-[0.18em] text-clay-dark">You are not alone</p>
        <h1 className="mt-3 text-4xl leading-tight sm:text-5xl">{supportPage.title}</h1>
        <p className="mt-4 text-lg leading-relaxed text-ink">{supportPage.intro}</p>
      </header>
      <Card className="p-6 sm:p-8">
        <h2 className="text-xl">If you need someone now</h2>
        <p className="mt-2 leading-relaxed text-muted">{supportPage.reachOut}</p>
        <LineList lines={supportPage.lines} />
        <p className="mt-5 font-semibold text-ink">{supportPage.emergency}</p>
      </Card>
      <Card className="p-6 sm:p-8">
        <h2 className="text-xl">{supportPage.homeTitle}</h2>
        <p className="mt-2 leading-relaxed text-muted">{supportPage.homeIntro}</p>
        <LineList lines={supportPage.homeLines} />
        <p className="mt-5 text-sm leading-relaxed text-muted">{supportPage.homePrivacy}</p>
      </Card>
      <p className="flex items-start gap-2 leading-relaxed text-muted">
        <Heart aria-hidden className="mt-1 size-4 shrink-0 text-clay-dark" />
        {supportPage.gentler}
      </p>
      {supportEmail && (
        <div id={contactAnchor} className="scroll-mt-24 rounded-xl border border-linen p-5">
          <h2 className="text-lg">{supportPage.contactTitle}</h2>
          <p className="mt-2 leading-relaxed text-muted">{supportPage.contactIntro}</p>
          <a
            href={`mailto:${supportEmail}`}
            className="mt-2 inline-flex items-center gap-2 font-semibold text-clay-dark underline underline-offset-4"
          >
            <Mail aria-hidden className="size-4 shrink-0" />
            {supportEmail}
          </a>
        </div>
      )}
      <p>
        <Link to={paths.home} className="font-semibold text-clay-dark underline underline-offset-4">
          ← Back to Grind to Grace
        </Link>
      </p>
    </section>
  );
}
