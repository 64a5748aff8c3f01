import type { ContentKindName, EditableValue } from "../../../content/content-editing";

// What the editor shows of each kind (docs/architecture.md, "Editing the content"): its fields in order,
// each as a line, a text, the day's time label or a checkbox, with the short name the rule message uses.

export interface FieldSpec<V> {
  name: keyof V & string;
  /** The field's name, and the one a broken rule is reported under. */
  label: string;
  as: "line" | "text" | "minutes" | "check";
  hint?: string;
  /** A checkbox's longer words. */
  check?: string;
}

export const contentFields: { [K in ContentKindName]: FieldSpec<EditableValue<K>>[] } = {
  day: [
    { name: "title", label: "Title", as: "line" },
    { name: "prompt", label: "Soul prompt", as: "text" },
    { name: "guidance", label: "Guidance", as: "text" },
    {
      name: "deeperPrompt",
      label: "Go deeper",
      as: "text",
      hint: "Shown when she asks to go deeper: one question.",
    },
    {
      name: "gentlePrompt",
      label: "Gentle version",
      as: "text",
      hint: "For a low-energy day: one small thing, at most 15 words.",
    },
    { name: "minutes", label: "Time label", as: "minutes" },
    {
      name: "care",
      label: "Care note",
      as: "check",
      check: "Care note: she can stop at any point, with the support page",
    },
    {
      name: "safety",
      label: "Safety lines",
      as: "check",
      check: "Safety lines: the domestic-abuse lines too",
    },
  ],
  affirmation: [
    { name: "text", label: "Affirmation", as: "text", hint: "An action step that starts with “I ”." },
    {
      name: "guidance",
      label: "Today's action step",
      as: "text",
      hint: "One small thing to do today, under 25 words; leave it empty for none.",
    },
    {
      name: "care",
      label: "Care line",
      as: "check",
      check: "Care line: for a heavy day, with the support page",
    },
  ],
  printable: [
    { name: "title", label: "Title", as: "line" },
    {
      name: "description",
      label: "Description",
      as: "text",
      hint: "On its card and at the top of its page.",
    },
  ],
};
