import { lazy, Suspense } from "react";
import { paths } from "../../../domain/routes";
import { Award, BookOpen, Printer, Sun } from "../../components/first-screen-icons";
import { ButtonLink } from "../../components/ui/button";
import { useDocumentTitle } from "../../lib/document-title";
import { useSession } from "../../lib/session";
import { type Feature, FeatureCard } from "./feature-card";

// spec §2 Home: four feature cards; the certificate is earned once all 75 days are completed (docs/architecture.md D27).
const MemberCertificateCard = lazy(() => import("./certificate-card"));

const features: Feature[] = [
  {
    icon: BookOpen,
    title: "Guided Journaling",
    body: "Thirty days of interactive journaling at the heart of a 75-day soul path, one honest question a day.",
    to: paths.dashboard,
    badge: "75-day path",
  },
  {
    icon: Sun,
    title: "Action Step Affirmations",
    body: "Ninety days of affirmations you can act on, each with one small step for the day.",
    to: paths.affirmations90,
    badge: "90 days",
  },
  {
    icon: Printer,
    title: "Printable Resources",
    body: "A worksheet and a reflection page for every month of the year, ready to print.",
    to: paths.printables,
    badge: "24 worksheets",
  },
  {
    icon: Award,
    title: "Soul Path Certificate",
    body: "A keepsake with your name, earned when you complete all 75 days of the path.",
    badge: "Earned with all 75 days",
  },
];

export function HomePage() {
  useDocumentTitle("Grind to Grace | 90-Day Affirmations & Printable Resources");
  const signedIn = useSession().session.status === "signed-in";
  return (
    <>
      <section className="relative overflow-hidden">
        <div
          aria-hidden="true"
          className="absolute inset-x-0 -top-40 -z-10 mx-auto h-[36rem] max-w-5xl rounded-full bg-gradient-to-b from-clay-soft via-sand to-transparent opacity-80 blur-3xl"
        />
        <div className="mx-auto max-w-4xl px-4 pb-20 pt-16 text-center sm:px-6 sm:pt-24">
          <p className="text-sm font-semibold uppercase tracking-[0.18em] text-clay-dark">
            From burnout to alignment
          </p>
          <h1 className="mt-5 text-5xl leading-[1.05] text-ink sm:text-7xl">
            Welcome to <span className="block text-clay">Grind to Grace</span>
          </h1>
          <p className="mx-auto mt-6 max-w-2xl text-lg leading-relaxed text-muted">
            A quiet place to put the grind down. Thirty days of interactive journaling open a 75-day soul
            path, with daily affirmations and printable pages to carry the practice into ordinary days.
          </p>
          <div className="mt-10 flex flex-col items-center justify-center gap-3 sm:flex-row">
            <ButtonLink to={paths.dashboard} size="lg">
              Begin Your Soul Path
            </ButtonLink>
            <ButtonLink to={paths.pricing} size="lg" variant="secondary">
              View Pricing
            </ButtonLink>
          </div>
        </div>
      </section>

      <section aria-labelledby="features-heading" className="mx-auto max-w-6xl px-4 pb-20 sm:px-6">
        <h2 id="features-heading" className="text-center text-3xl sm:text-4xl">
          Everything you need to come home to yourself
        </h2>
        <ul className="mt-10 grid gap-5 sm:grid-cols-2 lg:grid-cols-4">
          {features.map((feature) => (
            <li key={feature.title}>
              {signedIn && !feature.to ? (
                <Suspense fallback={<FeatureCard feature={feature} />}>
                  <MemberCertificateCard feature={feature} />
                </Suspense>
              ) : (
                <FeatureCard feature={feature} />
              )}
            </li>
          ))}
        </ul>
      </section>

      <section className="mx-auto max-w-6xl px-4 pb-24 sm:px-6">
        <div className="rounded-3xl bg-ink px-6 py-14 text-center text-cream sm:px-12">
          <h2 className="text-3xl sm:text-4xl">Your next chapter can be gentler</h2>
          <p className="mx-auto mt-4 max-w-xl text-cream/80">
            Start with five open days. No streaks to keep, no one to impress: just one honest page at a time.
          </p>
          <ButtonLink to={paths.dashboard} size="lg" variant="light" className="mt-8">
            Start Your Journey Today
          </ButtonLink>
        </div>
      </section>
    </>
  );
}
