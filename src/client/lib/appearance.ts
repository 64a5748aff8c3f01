import type { hc, InferResponseType } from "hono/client";
import type { ApiPath } from "../../domain/api-paths";
import { type Appearance, defaultAppearance, toAppearance } from "../../domain/appearance";
import type { AppearanceApi } from "../../server/api-types";
import { api } from "./api";

/** GET /api/appearance's answer, from the route's type; a plain fetch, as this is in the first download. */
type AppearanceAnswer = InferResponseType<ReturnType<typeof hc<AppearanceApi>>["index"]["$get"]>;

// Her theme and text size on this page (docs/offline.md): attributes on <html> that the stylesheet reads
// (styles.css, "Dark theme and text size"). A copy in localStorage lets the app open in her colours
// before the server has answered; it is removed when no one is signed in.

const LOCAL_KEY = "appearance";
/** The browser bar's colour: the page background of each theme (styles.css --color-cream). */
const BAR_COLOURS = { light: "#faf6f0", dark: "#1d1815" } as const;

export function applyAppearance({ theme, textSize }: Appearance) {
  const root = document.documentElement;
  if (theme === "system") delete root.dataset.theme;
  else root.dataset.theme = theme;
  if (textSize === "normal") delete root.dataset.textSize;
  else root.dataset.textSize = textSize;
  const dark = theme === "dark" || (theme === "system" && matchMedia("(prefers-color-scheme: dark)").matches);
  document
    .querySelector('meta[name="theme-color"]')
    ?.setAttribute("content", BAR_COLOURS[dark ? "dark" : "light"]);
}

/** This browser's copy of her choice; the defaults when there is none. */
export function localAppearance(): Appearance {
  try {
    return toAppearance(JSON.parse(localStorage.getItem(LOCAL_KEY) ?? "null"));
  } catch {
    // No storage (private mode) or a damaged copy: the defaults stand.
    return defaultAppearance;
  }
}

/** Applies this browser's copy of her choice, before the app's first render (main.tsx). */
export function applyLocalAppearance() {
  applyAppearance(localAppearance());
}

/** Counts choices (and sign-outs) on this page, so a server answer that left before one never undoes it. */
let choices = 0;

/** Her choice on the account page: applied and kept at once (the caller saves it on the server). */
export function chooseAppearance(appearance: Appearance) {
  choices++;
  keepAppearance(appearance);
}

/**
 * Her choice as the server keeps it, applied and returned; undefined when she chose again on this
 * page while it was on its way (her newer choice stands).
 */
export async function loadAppearance(): Promise<Appearance | undefined> {
  const before = choices;
  const stored = toAppearance(
    await api<AppearanceAnswer>(
      // Written out: the first download does not carry the path table. `satisfies` holds it to the table.
      "/api/appearance" satisfies ApiPath<"appearance">,
    ),
  );
  if (choices !== before) return undefined;
  keepAppearance(stored);
  return stored;
}

function keepAppearance(appearance: Appearance) {
  applyAppearance(appearance);
  try {
    localStorage.setItem(LOCAL_KEY, JSON.stringify(appearance));
  } catch {
    // Without storage the choice still holds on this page and on the server.
  }
}

/** Back to the device's theme and the usual size, with nothing of hers left behind. */
export function forgetAppearance() {
  choices++; // an answer still on its way belongs to the member who left
  applyAppearance(defaultAppearance);
  try {
    localStorage.removeItem(LOCAL_KEY);
  } catch {
    // Nothing was stored.
  }
}
