import { Heart, Phone } from "lucide-react";
import { supportPage } from "../../../content/care";
import { paths } from "../../../domain/routes";
import { Card } from "../../components/ui/card";
import { useDocumentTitle } from "../../lib/document-title";
import { Link } from "../../lib/router";

/** Public: the care page linked from the footer, the account page and heavy days (docs/architecture.md D13). */
export default function SupportPage() {
  useDocumentTitle("Support | Grind to Grace");
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
        <ul className="mt-5 flex flex-col gap-3">
          {supportPage.lines.map((line) => (
            <li key={line.name} className="rounded-xl border border-linen bg-cream/60 p-4">
              <p className="text-xs font-semibold uppercase tracking-[0.14em] text-muted">{line.where}</p>
              <p className="mt-1 font-semibold text-ink">{line.name}</p>
              <a
                href={line.href}
                className="mt-1 inline-flex items-center gap-2 font-semibold text-clay-dark underline underline-offset-4"
                {...(line.href.startsWith("http") ? { target: "_blank", rel: "noreferrer" } : {})}
              >
                <Phone aria-hidden className="size-4" />
                {line.how}
              </a>
            </li>
          ))}
        </ul>
        <p className="mt-5 font-semibold text-ink">{supportPage.emergency}</p>
      </Card>
      <p className="flex items-start gap-2 leading-relaxed text-muted">
        <Heart aria-hidden className="mt-1 size-4 shrink-0 text-clay-dark" />
        {supportPage.gentler}
      </p>
      <p>
        <Link to={paths.home} className="font-semibold text-clay-dark underline underline-offset-4">
          ← Back to Grind to Grace
        </Link>
      </p>
    </section>
  );
}
