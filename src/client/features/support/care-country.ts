import { type CareCountry, careCountries } from "../../../content/care-lines";

// Her country on /support (issue #49): which lines the page shows, kept in this browser only, since the
// page is public and a visitor has no account. Before she chooses, her browser's language may name a
// country (en-IE, en-NZ); otherwise every country is shown.

export type CareChoice = CareCountry["code"] | "elsewhere" | "all";

const KEY = "g2g-care-country";
const choices: readonly string[] = [...careCountries.map((country) => country.code), "elsewhere", "all"];

/** Her remembered choice, else a country her browser's languages name, else every country. */
export function initialCareChoice(): CareChoice {
  const stored = globalThis.localStorage?.getItem(KEY);
  if (stored && choices.includes(stored)) return stored as CareChoice;
  for (const tag of globalThis.navigator?.languages ?? []) {
    const region = tag.split("-")[1]?.toUpperCase();
    const country = careCountries.find((c) => c.code === region || (region === "UK" && c.code === "GB"));
    if (country) return country.code;
  }
  return "all";
}

export function rememberCareChoice(choice: CareChoice) {
  try {
    globalThis.localStorage?.setItem(KEY, choice);
  } catch {
    // A private window may refuse storage: the choice then lasts for this visit only.
  }
}
