import { Globe, Heart, Mail, MessageSquare, Phone } from "lucide-react";
import { useEffect, useId, useState } from "react";
import {
  type CareCountry,
  careCountries,
  helplineDirectory,
  type SupportLine,
  supportPage,
} from "../../../content/care-lines";
import { paths } from "../../../domain/routes";
import { Card } from "../../components/ui/card";
import { useDocumentTitle } from "../../lib/document-title";
import { usePublicConfig } from "../../lib/public-config";
import { Link } from "../../lib/router";
import { type CareChoice, initialCareChoice, rememberCareChoice } from "./care-country";

/** The anchor the billing page links to (`/support#contact`) for a question about a charge or an account. */
const contactAnchor = "contact";

function LineList({ lines }: { lines: readonly SupportLine[] }) {
  return (
    <ul className="mt-5 flex flex-col gap-3">
      {lines.map((line) => (
        <li key={line.name} className="rounded-xl border border-linen bg-cream/60 p-4">
          <p className="font-semibold text-ink">{line.name}</p>
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

/** The lines of `kind` for her choice: one country's, or every country's under its name. */
function CountryLines({ choice, kind }: { choice: CareChoice; kind: "now" | "home" }) {
  const chosen = careCountries.find((country) => country.code === choice);
  if (chosen) return <LineList lines={chosen[kind]} />;
  if (choice === "elsewhere") return <LineList lines={[helplineDirectory]} />;
  return (
    <>
      {careCountries.map((country: CareCountry) => (
        <div key={country.code} className="mt-5">
          <h3 className="font-sans text-xs font-semibold uppercase tracking-[0.14em] text-muted">
            {country.name}
          </h3>
          <LineList lines={country[kind]} />
        </div>
      ))}
    </>
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
  // Every country until the browser has read her choice: the prerendered page works without script.
  const [choice, setChoice] = useState<CareChoice>("all");
  useEffect(() => setChoice(initialCareChoice()), []);
  const choose = (next: CareChoice) => {
    setChoice(next);
    rememberCareChoice(next);
  };
  const countryId = useId();
  const chosen = careCountries.find((country) => country.code === choice);
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
        <label htmlFor={countryId} className="mt-5 block text-sm font-semibold text-ink">
          {supportPage.countryLabel}
        </label>
        <select
          id={countryId}
          value={choice}
          onChange={(event) => choose(event.target.value as CareChoice)}
          className="mt-2 w-full rounded-xl border border-linen bg-white px-3 py-2.5 text-ink sm:w-auto"
        >
          {careCountries.map((country) => (
            <option key={country.code} value={country.code}>
              {country.name}
            </option>
          ))}
          <option value="elsewhere">{supportPage.elsewhere}</option>
          <option value="all">{supportPage.everyCountry}</option>
        </select>
        <CountryLines choice={choice} kind="now" />
        {choice !== "elsewhere" && <LineList lines={[helplineDirectory]} />}
        <p className="mt-5 font-semibold text-ink">
          {chosen ? supportPage.emergencyIn(chosen) : supportPage.emergency}
        </p>
      </Card>
      <Card className="p-6 sm:p-8">
        <h2 className="text-xl">{supportPage.homeTitle}</h2>
        <p className="mt-2 leading-relaxed text-muted">{supportPage.homeIntro}</p>
        <CountryLines choice={choice} kind="home" />
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
