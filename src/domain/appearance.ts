// How the app looks for one member (docs/offline.md): the colour theme and the size of the reading text.
// Kept on the server per member, shared by the API and the account page; no zod here, so the
// client's first download stays small (the server validates with these lists).

export interface Appearance {
  theme: Theme;
  textSize: TextSize;
}

/** What a member has until she chooses: the device's own light or dark, the usual text size. */
export const defaultAppearance: Appearance = { theme: "system", textSize: "normal" };

export const themes = ["system", "light", "dark"] as const;
export type Theme = (typeof themes)[number];
export const themeLabels: Record<Theme, string> = { system: "System", light: "Light", dark: "Dark" };

export const textSizes = ["normal", "large", "larger"] as const;
export type TextSize = (typeof textSizes)[number];
export const sizeLabels: Record<TextSize, string> = { normal: "Normal", large: "Large", larger: "Larger" };

/** A stored or received value, or the default for anything unknown. */
export function toAppearance(value: unknown): Appearance {
  const input = (value ?? {}) as Partial<Record<keyof Appearance, unknown>>;
  return {
    theme: themes.find((theme) => theme === input.theme) ?? defaultAppearance.theme,
    textSize: textSizes.find((size) => size === input.textSize) ?? defaultAppearance.textSize,
  };
}
