// Public: the lines /support lists by country (issue #49; docs/content-style.md, "Care lines by country").
// Apart from the short care words in care.ts, so a page that shows only those does not download every
// country's lines.

/** One way to reach a line: what the link says and where it goes (tel:, sms: or a web address). */
export interface SupportContact {
  label: string;
  href: string;
}

/** A line on `/support`. `about` says only what is true of this line (its cost, hours and ways in). */
export interface SupportLine {
  name: string;
  about: string;
  contacts: readonly SupportContact[];
}

/**
 * A country's lines on `/support` (issue #49): a line for someone who needs to talk now, and one for
 * someone who is not safe at home. Each number is the one the service publishes for itself, listed in
 * docs/content-style.md ("Care lines by country") with where it was checked.
 */
export interface CareCountry {
  code: "US" | "GB" | "IE" | "CA" | "AU" | "NZ";
  name: string;
  emergency: string;
  now: readonly SupportLine[];
  home: readonly SupportLine[];
}

const samaritans: SupportLine = {
  name: "Samaritans",
  about: "A free call from any phone, day or night, to someone who will listen.",
  contacts: [{ label: "Call 116 123", href: "tel:116123" }],
};

export const careCountries: readonly CareCountry[] = [
  {
    code: "US",
    name: "United States",
    emergency: "911",
    now: [
      {
        name: "988 Suicide & Crisis Lifeline",
        about: "Call or text 988. Free and confidential, open day and night.",
        contacts: [
          { label: "Call 988", href: "tel:988" },
          { label: "Text 988", href: "sms:988" },
        ],
      },
    ],
    home: [
      {
        name: "National Domestic Violence Hotline",
        about: "Call or text. Confidential, open day and night.",
        contacts: [
          { label: "Call 1-800-799-7233", href: "tel:+18007997233" },
          { label: "Text START to 88788", href: "sms:88788?&body=START" },
        ],
      },
    ],
  },
  {
    code: "GB",
    name: "United Kingdom",
    emergency: "999",
    now: [samaritans],
    home: [
      {
        name: "National Domestic Abuse Helpline",
        about: "A free call, open day and night.",
        contacts: [{ label: "Call 0808 2000 247", href: "tel:+448082000247" }],
      },
    ],
  },
  {
    code: "IE",
    name: "Ireland",
    emergency: "112 or 999",
    now: [
      samaritans,
      {
        name: "50808",
        about: "A free text service, open day and night.",
        contacts: [{ label: "Text 50808", href: "sms:50808" }],
      },
    ],
    home: [
      {
        name: "Women's Aid National Freephone Helpline",
        about: "A free call, open day and night.",
        contacts: [{ label: "Call 1800 341 900", href: "tel:1800341900" }],
      },
    ],
  },
  {
    code: "CA",
    name: "Canada",
    emergency: "911",
    now: [
      {
        name: "9-8-8: Suicide Crisis Helpline",
        about: "Call or text 988. Free, in English and French, open day and night.",
        contacts: [
          { label: "Call 988", href: "tel:988" },
          { label: "Text 988", href: "sms:988" },
        ],
      },
    ],
    home: [
      {
        name: "ShelterSafe",
        about:
          "Not a line itself: a map of women's shelters across Canada, each with its own phone line. You can call a shelter just to talk, without staying there.",
        contacts: [{ label: "sheltersafe.ca finds the shelter nearest you", href: "https://sheltersafe.ca" }],
      },
    ],
  },
  {
    code: "AU",
    name: "Australia",
    emergency: "000",
    now: [
      {
        name: "Lifeline",
        about: "Call or text, day or night, to reach a trained crisis supporter.",
        contacts: [
          { label: "Call 13 11 14", href: "tel:131114" },
          { label: "Text 0477 13 11 14", href: "sms:0477131114" },
        ],
      },
    ],
    home: [
      {
        name: "1800RESPECT",
        about: "Open day and night, for anyone affected by abuse at home or sexual assault.",
        contacts: [{ label: "Call 1800 737 732", href: "tel:1800737732" }],
      },
    ],
  },
  {
    code: "NZ",
    name: "New Zealand",
    emergency: "111",
    now: [
      {
        name: "1737, Need to Talk?",
        about: "Free to call or text, day or night, to talk with a trained counselor.",
        contacts: [
          { label: "Call 1737", href: "tel:1737" },
          { label: "Text 1737", href: "sms:1737" },
        ],
      },
    ],
    home: [
      {
        name: "Women's Refuge Crisis Line",
        about: "A free call from any phone, open day and night.",
        contacts: [{ label: "Call 0800 733 843", href: "tel:0800733843" }],
      },
    ],
  },
];

/** For anywhere the list does not cover, and for anyone who would rather look for herself. */
export const helplineDirectory: SupportLine = {
  name: "Find a Helpline",
  about:
    "Not a line itself: a list of free lines in many countries, each with its own hours and ways to reach it.",
  contacts: [{ label: "findahelpline.com lists lines by country", href: "https://findahelpline.com" }],
};

export const supportPage = {
  title: "Support",
  intro:
    "Grind to Grace is a journal, not therapy or a crisis service. Writing can stir up more than we expect, and that is not a failure. You can close the page, stop at any point and come back another day, or not at all.",
  reachOut:
    "If you feel unsafe, or you are thinking about harming yourself, please reach out to a person now. Each line says how to reach it and when it is open.",
  countryLabel: "Where are you?",
  everyCountry: "Show every country",
  elsewhere: "Somewhere else",
  emergency: "If you are in immediate danger, call your local emergency number.",
  emergencyIn: (country: CareCountry) => `If you are in immediate danger, call ${country.emergency}.`,
  homeTitle: "If home does not feel safe",
  homeIntro:
    "If someone close to you frightens, hurts or controls you, these lines are for you. You do not need to be sure it is abuse to reach out, and you can call just to talk something through.",
  homePrivacy:
    "If someone checks your phone or browser, a private window leaves less behind, and you can delete calls and texts from your history.",
  gentler:
    "On a less urgent day, it can help to tell one person you trust how you really are, or to talk with a doctor or a counselor near you.",
  contactTitle: "Questions about billing or your account",
  contactIntro: "For a charge, a plan, a receipt or your sign-in, write to us and a person will answer:",
} as const;
