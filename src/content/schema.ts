import { JOURNEY_DAYS } from "../domain/day-access";
import { pressPlayActionValueSchema } from "../domain/press-play";
import { z } from "../domain/zod";

// The value sets the tools' saved state is validated against live in the domain (client and server
// share them); the content re-exports them for its own schemas and checks.
export { type Energy, energySchema, type Mood, moodSchema } from "../domain/check-in";
export { type PressPlayActionValue, pressPlayActionValueSchema } from "../domain/press-play";

// The shapes of the authored content. Every content module is parsed with these in tests,
// so a typo in a day number or a missing field fails `npm test`, not a member's screen.

/** A day of the path, 1 to 75. */
const journeyDaySchema = z.number().int().min(1).max(JOURNEY_DAYS);

export const sectionIdSchema = z.enum([
  "core-journey",
  "honest-reflection",
  "self-forgiveness-boundaries",
  "identity-edges",
  "grief-gratitude-worth",
  "soul-sovereignty-power",
  "soul-anchoring-vortex",
  "reintroduction-sovereignty",
]);
export type SectionId = z.infer<typeof sectionIdSchema>;

export const sectionSchema = z.object({
  id: sectionIdSchema,
  label: z.string().min(1),
  startDay: journeyDaySchema,
  endDay: journeyDaySchema,
});
export type Section = z.infer<typeof sectionSchema>;

/** Public: shown on the dashboard, locked or not (docs/architecture.md D1). */
export const journeyOutlineDaySchema = z.object({
  day: journeyDaySchema,
  title: z.string().min(1),
  section: sectionIdSchema,
});
export type JourneyOutlineDay = z.infer<typeof journeyOutlineDaySchema>;

/** Server only: served by the API to entitled members (docs/architecture.md D1), in three layers (D13). */
export const journeyPromptSchema = z.object({
  day: journeyDaySchema,
  /** The time label shown on the day page. */
  minutes: z.union([z.literal(5), z.literal(10), z.literal(15)]),
  /** The core question: one question, at most 25 words. */
  prompt: z.string().min(1),
  /** The low-energy version: at most 15 words, answerable in a sentence. */
  gentlePrompt: z.string().min(1),
  /** The optional follow-up for a day with room for more. */
  deeperPrompt: z.string().min(1),
  guidance: z.string().min(1),
  /** True on the days that touch grief, shame, old hurts or relationships (docs/content-style.md). */
  care: z.boolean(),
  /** True on the days about power and relationships: the care note also names the domestic-abuse lines. */
  safety: z.boolean(),
});
export type JourneyPrompt = z.infer<typeof journeyPromptSchema>;

export const monthIdSchema = z.enum([
  "january",
  "february",
  "march",
  "april",
  "may",
  "june",
  "july",
  "august",
  "september",
  "october",
  "november",
  "december",
]);
export type MonthId = z.infer<typeof monthIdSchema>;

export const affirmationSchema = z.object({
  day: z.number().int().min(1).max(31),
  text: z.string().min(1),
  guidance: z.string().min(1).optional(),
  /** True on a heavy affirmation (grief, old hurts, a hard year): the dialog adds the care line (docs/content-style.md). */
  care: z.literal(true).optional(),
});
export type Affirmation = z.infer<typeof affirmationSchema>;

export const monthSchema = z.object({
  id: monthIdSchema,
  label: z.string().min(1),
  openingTitle: z.string().min(1),
  openingBody: z.string().min(1),
  theme: z.string().min(1),
  daysInMonth: z.number().int().min(28).max(31),
  days: z.array(affirmationSchema),
});
export type Month = z.infer<typeof monthSchema>;

export const printableKindSchema = z.enum(["worksheet", "reflection"]);
export type PrintableKind = z.infer<typeof printableKindSchema>;

export const printableSchema = z.object({
  id: z.string().regex(/^[a-z]+-(worksheet|reflection)$/),
  month: monthIdSchema,
  kind: printableKindSchema,
  title: z.string().min(1),
  description: z.string().min(1),
});
export type Printable = z.infer<typeof printableSchema>;

export const checklistGroupSchema = z.object({
  id: z.string().regex(/^[a-z-]+$/),
  title: z.string().min(1),
  items: z.array(z.string().min(1)).length(5),
});
export type ChecklistGroup = z.infer<typeof checklistGroupSchema>;

export const pressPlayActionSchema = z.object({
  value: pressPlayActionValueSchema,
  label: z.string().min(1),
  description: z.string().min(1),
});
export type PressPlayAction = z.infer<typeof pressPlayActionSchema>;

export const choiceSchema = <T extends z.ZodType<string>>(value: T) =>
  z.object({ value, label: z.string().min(1), icon: z.string().min(1) });

export const checkInQuestionSchema = z.object({
  id: z.enum(["mood", "energy", "gratitude", "challenge", "intention"]),
  question: z.string().min(1),
  placeholder: z.string().optional(),
});
export type CheckInQuestion = z.infer<typeof checkInQuestionSchema>;

export const guideSchema = z.object({
  id: z.enum(["evening-ritual", "flower-essence-guide", "crystal-guide"]),
  title: z.string().min(1),
  paragraphs: z.array(z.string().min(1)).min(2),
});
export type Guide = z.infer<typeof guideSchema>;

export const resourceSchema = z.object({
  id: z.enum([
    "clean-for-clarity-checklist",
    "journal",
    "completion-certificate",
    "mood-tracker",
    "ask-for-help-challenge",
    "evening-ritual",
    "flower-essence-guide",
    "crystal-guide",
  ]),
  /** A lucide-react icon name, e.g. "Sparkles". */
  icon: z.string().min(1),
  title: z.string().min(1),
  description: z.string().min(1),
  type: z.string().min(1),
  category: z.string().min(1),
});
export type Resource = z.infer<typeof resourceSchema>;
