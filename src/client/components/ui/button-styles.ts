export type ButtonVariant = "primary" | "secondary" | "ghost" | "light";
export type ButtonSize = "md" | "lg" | "sm";

const base =
  "inline-flex items-center justify-center gap-2 rounded-full font-semibold transition-colors disabled:cursor-not-allowed disabled:opacity-55 aria-disabled:cursor-not-allowed aria-disabled:opacity-55";
const variants: Record<ButtonVariant, string> = {
  primary: "bg-clay text-white hover:bg-clay-dark",
  secondary: "border border-clay/40 bg-white text-clay-dark hover:bg-clay-soft",
  ghost: "text-ink hover:bg-sand",
  // For dark bands: a cream focus ring, since the clay one is too dark to see on ink.
  light: "bg-cream text-ink hover:bg-sand focus-visible:outline-cream",
};
const sizes: Record<ButtonSize, string> = {
  sm: "min-h-9 px-4 text-sm",
  md: "min-h-11 px-5 text-sm",
  lg: "min-h-12 px-7 text-base",
};

export function buttonClass(variant: ButtonVariant = "primary", size: ButtonSize = "md", extra = "") {
  return `${base} ${variants[variant]} ${sizes[size]} ${extra}`.trim();
}
