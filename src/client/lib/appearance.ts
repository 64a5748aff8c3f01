import { type Appearance, defaultAppearance, toAppearance } from "../../domain/appearance";

// Her theme and text size on this page (docs/offline.md): attributes on <html> that the stylesheet reads
// (styles.css, "Dark theme and text size"). Her choice is a document of the store (document-kinds.ts,
// `appearance`); its local copy lets the app open in her colours before the server has answered, and
// is removed when no one is signed in.

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
function localAppearance(): Appearance {
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

/**
 * Back to the device's theme and the usual size, with nothing of hers left behind — unless her last
 * choice is still waiting for the server (the store keeps it, tagged with her id, until she is back).
 */
export function forgetAppearance() {
  applyAppearance(defaultAppearance);
  let kept: string | null = null;
  try {
    kept = localStorage.getItem(LOCAL_KEY);
  } catch {
    // No storage: nothing was kept.
  }
  // Only a copy that is there needs the store's record of it, which a visitor's first page never loads.
  if (kept !== null)
    void import("./local-copies").then(({ isPendingCopy, removeLocalCopy }) => {
      if (!isPendingCopy(LOCAL_KEY)) removeLocalCopy(LOCAL_KEY);
    });
}
