// Public: the words of care shown on heavy days and on the /support page (docs/architecture.md D13).
// They name no condition and promise no outcome (docs/content-style.md).

/** The one line on days that touch grief, shame, old hurts or relationships. */
export const careNote =
  "This day can bring up heavy things. You can stop at any point, and support is here if you need it.";

export const supportPage = {
  title: "Support",
  intro:
    "Grind to Grace is a journal, not therapy or a crisis service. Writing can stir up more than we expect, and that is not a failure. You can close the page, stop at any point and come back another day, or not at all.",
  reachOut:
    "If you feel unsafe, or you are thinking about harming yourself, please reach out to a person now. These lines are free, confidential and open every hour of the day.",
  lines: [
    {
      name: "988 Suicide & Crisis Lifeline",
      where: "United States",
      how: "Call or text 988",
      href: "tel:988",
    },
    {
      name: "Samaritans",
      where: "United Kingdom & Ireland",
      how: "Call 116 123",
      href: "tel:116123",
    },
    {
      name: "Find a Helpline",
      where: "Everywhere else",
      how: "findahelpline.com lists free lines by country",
      href: "https://findahelpline.com",
    },
  ],
  emergency: "If you are in immediate danger, call your local emergency number.",
  gentler:
    "On a less urgent day, it can help to tell one person you trust how you really are, or to talk with a doctor or a counselor near you.",
} as const;
