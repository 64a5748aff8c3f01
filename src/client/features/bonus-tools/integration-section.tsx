import { HeartPulse, Mail } from "lucide-react";
import { paths } from "../../../domain/routes";
import { BookOpen } from "../../components/first-screen-icons";
import { Link } from "../../lib/router";
import { useContinueJournalingPath, useSupportEmail } from "./bonus-queries";

const STORY_SUBJECT = "My Grind to Grace story";

// Buttons drawn on the dark band: their own colors rather than overriding a light variant's, and a
// cream focus ring (the clay one is too dark to see on ink).
const shape =
  "inline-flex min-h-12 items-center justify-center gap-2 rounded-full px-7 text-base font-semibold transition-colors focus-visible:outline-cream";
const light = `${shape} bg-cream text-ink hover:bg-sand`;
const outline = `${shape} border border-cream/40 text-cream hover:bg-cream/10`;

/** spec §2: Continue Journaling, Monthly Check-ins and Share Your Story. */
export function IntegrationSection() {
  const continuePath = useContinueJournalingPath();
  const { supportEmail } = useSupportEmail();
  return (
    <section
      aria-labelledby="integration-heading"
      className="mt-14 rounded-3xl bg-ink px-6 py-12 text-cream sm:px-12"
    >
      <h2 id="integration-heading" className="text-3xl sm:text-4xl">
        Weave it into your days
      </h2>
      <p className="mt-3 max-w-2xl leading-relaxed text-cream/80">
        The tools work best alongside your journal. Keep writing, check in once a month to see what has
        shifted, and if the path has helped you, we would love to hear your story.
      </p>
      <div className="mt-8 flex flex-col gap-3 sm:flex-row sm:flex-wrap">
        <Link to={continuePath} className={light}>
          <BookOpen aria-hidden="true" className="size-5" />
          Continue Journaling
        </Link>
        <Link to={paths.checkIn} className={outline}>
          <HeartPulse aria-hidden="true" className="size-5" />
          Monthly Check-ins
        </Link>
        {supportEmail && (
          <a href={`mailto:${supportEmail}?subject=${encodeURIComponent(STORY_SUBJECT)}`} className={outline}>
            <Mail aria-hidden="true" className="size-5" />
            Share Your Story
          </a>
        )}
      </div>
    </section>
  );
}
