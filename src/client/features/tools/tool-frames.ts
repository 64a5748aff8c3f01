import { ClipboardList, HandHelping, Play, Sparkles } from "lucide-react";
import { type ToolId, type ToolStates, toolTitles } from "../../../domain/tool-states";
import type { Icon } from "../../components/first-screen-icons";

/** The keys of a tool's state that hold her own words. */
export type TextField<T> = { [K in keyof T]: T[K] extends string ? K : never }[keyof T];

/** What frames a tool's page (spec §2): its heading, and how it ends — her closing words, Print and Reset. */
export interface ToolFrame<T> {
  page: { icon: Icon; title: string; intro: string };
  /** Her closing words: the field of the state they live in, with its label and hint. */
  writing: { field: TextField<T>; label: string; hint: string };
  printLabel: string;
  /** Reset's button, and the toast's words once the tool is cleared. */
  reset: { label: string; done: string };
}

export const toolFrames: { [K in ToolId]: ToolFrame<ToolStates[K]> } = {
  askForHelp: {
    page: {
      icon: HandHelping,
      title: toolTitles.askForHelp,
      intro:
        "Ten small asks, each needing a little more courage than the one before. Go in any order, at your own pace. Every ask counts, whatever the answer.",
    },
    writing: {
      field: "reflection",
      label: "Reflection",
      hint: "What did you notice when you asked? What made it easier, or harder?",
    },
    printLabel: "Print Progress",
    reset: { label: "Reset Challenge", done: "Challenge reset." },
  },
  getTogether: {
    page: {
      icon: ClipboardList,
      title: toolTitles.getTogether,
      intro:
        "Putting life back in order, gently. Twenty small steps across home, time, money and mind. Tick what you have done; leave the rest for another day.",
    },
    writing: { field: "reflection", label: "Reflection", hint: "What feels lighter now? What can wait?" },
    printLabel: "Print Checklist",
    reset: { label: "Reset Progress", done: "Progress reset." },
  },
  cleanForClarity: {
    page: {
      icon: Sparkles,
      title: toolTitles.cleanForClarity,
      intro:
        "Clearing clutter to see more clearly. Set an intention, clear a little in each space, and notice what comes into focus.",
    },
    writing: { field: "insights", label: "Insights", hint: "What became clearer as you cleared?" },
    printLabel: "Print Progress",
    reset: { label: "Start Fresh", done: "Cleared for a fresh start." },
  },
  pressPlay: {
    page: {
      icon: Play,
      title: toolTitles.pressPlay,
      intro:
        "Eight small actions that bring a little grace into an ordinary day. Pick one, or let us suggest one, then come back and mark it complete.",
    },
    writing: {
      field: "reflection",
      label: "Reflection",
      hint: "How did these small actions feel? Which would you choose again?",
    },
    printLabel: "Print Journey",
    reset: { label: "Start New Cycle", done: "A new cycle begins." },
  },
};
