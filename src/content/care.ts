// Public: the words of care shown on heavy days and on the /support page (docs/architecture.md D13).
// They name no condition and promise no outcome (docs/content-style.md).

/** The one line on days that touch grief, shame, old hurts or relationships. */
export const careNote =
  "This day can bring up heavy things. You can stop at any point, and support is here if you need it.";

/** The line under a heavy affirmation (grief, old hurts, a hard year) in its dialog, linking to /support. */
export const affirmationCareLine =
  "This one can bring up heavy things. Take only the part that fits today, and leave the rest.";

/**
 * The care note on the days about power, voice and relationships (the safe-words days in
 * docs/content-style.md): those days say "only where it is safe", so they also say where to turn when
 * it is not. The numbers are the same lines `/support` lists under "If home does not feel safe".
 */
export const safetyNote =
  "If someone close to you frightens, hurts or controls you, you do not have to work it out alone. In the US, call 1-800-799-7233 or text START to 88788. In the UK, call 0808 2000 247.";

/** One way to reach a line: what the link says and where it goes (tel:, sms: or a web address). */
export interface SupportContact {
  label: string;
  href: string;
}

/** A line on `/support`. `about` says only what is true of this line (its cost, hours and ways in). */
export interface SupportLine {
  name: string;
  where: string;
  about: string;
  contacts: readonly SupportContact[];
}

export const supportPage = {
  title: "Support",
  intro:
    "Grind to Grace is a journal, not therapy or a crisis service. Writing can stir up more than we expect, and that is not a failure. You can close the page, stop at any point and come back another day, or not at all.",
  reachOut:
    "If you feel unsafe, or you are thinking about harming yourself, please reach out to a person now. Each line says how to reach it and when it is open.",
  lines: [
    {
      name: "988 Suicide & Crisis Lifeline",
      where: "United States",
      about: "Call or text 988. Free and confidential, open day and night.",
      contacts: [
        { label: "Call 988", href: "tel:988" },
        { label: "Text 988", href: "sms:988" },
      ],
    },
    {
      name: "Samaritans",
      where: "United Kingdom & Ireland",
      about: "A free call from any phone, day or night, to someone who will listen.",
      contacts: [{ label: "Call 116 123", href: "tel:116123" }],
    },
    {
      name: "Find a Helpline",
      where: "Everywhere else",
      about: "Not a line itself: a list of lines by country, each with its own hours and ways to reach it.",
      contacts: [{ label: "findahelpline.com lists lines by country", href: "https://findahelpline.com" }],
    },
  ] satisfies readonly SupportLine[],
  emergency: "If you are in immediate danger, call your local emergency number.",
  homeTitle: "If home does not feel safe",
  homeIntro:
    "If someone close to you frightens, hurts or controls you, these lines are for you. You do not need to be sure it is abuse to reach out, and you can call just to talk something through.",
  homeLines: [
    {
      name: "National Domestic Violence Hotline",
      where: "United States",
      about: "Call or text. Confidential, open day and night.",
      contacts: [
        { label: "Call 1-800-799-7233", href: "tel:+18007997233" },
        { label: "Text START to 88788", href: "sms:88788?&body=START" },
      ],
    },
    {
      name: "National Domestic Abuse Helpline",
      where: "United Kingdom",
      about: "A free call, open day and night.",
      contacts: [{ label: "Call 0808 2000 247", href: "tel:+448082000247" }],
    },
  ] satisfies readonly SupportLine[],
  homePrivacy:
    "If someone checks your phone or browser, a private window leaves less behind, and you can delete calls and texts from your history.",
  gentler:
    "On a less urgent day, it can help to tell one person you trust how you really are, or to talk with a doctor or a counselor near you.",
  contactTitle: "Questions about billing or your account",
  contactIntro: "For a charge, a plan, a receipt or your sign-in, write to us and a person will answer:",
} as const;
