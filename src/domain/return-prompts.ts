import { JOURNEY_DAYS } from "./day-access";
import { paths } from "./routes";

// What comes next (D23): the twelve monthly return prompts open once she has completed all 75 days.

export const RETURN_MONTHS = 12;

/** The page's heading and the words that lead to it from day 75. */
export const WHAT_COMES_NEXT = "What comes next";

/** What comes next lives beside her open pages, under their pattern (routes.ts). */
export const WHAT_COMES_NEXT_SLUG = "what-comes-next";
export const whatComesNextPath = `${paths.pages}/${WHAT_COMES_NEXT_SLUG}`;

export const RETURN_LOCKED_MESSAGE =
  "The monthly return prompts open when you have completed all 75 days of the path.";

/** "January" for 1: a return prompt's month, as her page and her Markdown export name it. */
export const monthName = (month: number) =>
  new Date(Date.UTC(2026, month - 1, 1)).toLocaleDateString("en-US", { month: "long", timeZone: "UTC" });

export const finishedPath = (completedDays: number) => completedDays >= JOURNEY_DAYS;

export interface ReturnPromptEntry {
  month: number;
  theme: string;
  question: string;
  /** How many words she wrote for it (0 when none); null when sealed on her device (a private journal). */
  words: number | null;
}

export interface ReturnPromptsOverview {
  open: boolean;
  /** This month (1–12, UTC), so the page can offer it first. */
  currentMonth: number;
  prompts: ReturnPromptEntry[];
}
