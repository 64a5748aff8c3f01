// Public: the words of care shown on heavy days and on the /support page (docs/architecture.md D13).
// They name no condition and promise no outcome (docs/content-style.md).

/** The one line on days that touch grief, shame, old hurts or relationships. */
export const careNote =
  "This day can bring up heavy things. You can stop at any point, and support is here if you need it.";

/** The line under a heavy affirmation (grief, old hurts, a hard year) in its dialog, linking to /support. */
export const affirmationCareLine =
  "This one can bring up heavy things. Take only the part that fits today, and leave the rest.";

/** Beside an entry of a heavy day that comes back "On this day", only when she chose to see those. */
export const onThisDayCareLine =
  "This comes from a heavy day. Open it only if today has room for it; it will keep in your journal.";

/** Above the entries a day asks her to reread: her earlier words can be heavy to meet again. */
export const readBackCareNote =
  "These are your own words from earlier days, and some may be heavy to meet again. Open only the ones you want to.";

/**
 * The care note on the days about power, voice and relationships (the safe-words days in
 * docs/content-style.md): those days say "only where it is safe", so they also say where to turn when
 * it is not. The numbers are the same lines `/support` lists under "If home does not feel safe".
 */
export const safetyNote =
  "If someone close to you frightens, hurts or controls you, you do not have to work it out alone. In the US, call 1-800-799-7233 or text START to 88788. In the UK, call 0808 2000 247. The support page lists lines for other countries.";
