// The page structure of each of the 24 printables (issue: "24 real printables"): what each one puts on
// paper before the spec's two fixed prompts and Notes, which always close the page. One structure is
// drawn three ways: the preview dialog, the print sheet and the PDF (src/server/pdf/worksheet-blocks.ts).

/** A table to fill in; a row label of "" leaves that row blank. */
export interface TableBlock {
  type: "table";
  caption: string;
  columns: string[];
  rows: string[];
}

/** Labeled boxes in a grid, large enough to write in ("large") or to jot a word ("small"). */
export interface BoxesBlock {
  type: "boxes";
  caption: string;
  labels: string[];
  columns: number;
  size: "small" | "large";
}

/** Numbered writing lines, with an optional note on what to do with them. */
export interface ListBlock {
  type: "list";
  caption: string;
  count: number;
  note?: string;
}

/** The page's own questions for its month, each with a few writing lines. */
export interface QuestionsBlock {
  type: "questions";
  questions: string[];
  lines: number;
}

export type PrintableBlock = TableBlock | BoxesBlock | ListBlock | QuestionsBlock;

const blank = (count: number) => Array.from({ length: count }, () => "");
const quarters = ["January–March", "April–June", "July–September", "October–December"];

export const printableLayouts: Readonly<Record<string, readonly PrintableBlock[]>> = {
  "january-worksheet": [
    {
      type: "table",
      caption: "An ordinary day, hour by hour",
      columns: ["When", "What is happening", "A pause that could fit"],
      rows: ["Waking", "Morning", "Midday", "Afternoon", "Evening", "Bedtime"],
    },
    { type: "list", caption: "My three pauses", count: 3 },
  ],
  "january-reflection": [
    {
      type: "list",
      caption: "Pauses I took this month, however short",
      count: 6,
      note: "Put a star beside the pause that surprised you.",
    },
    {
      type: "boxes",
      caption: "Before and after stopping",
      labels: ["What I feared would happen if I stopped", "What happened instead"],
      columns: 2,
      size: "large",
    },
  ],
  "february-worksheet": [
    {
      type: "table",
      caption: "Three things I said to myself this week",
      columns: ["What I said to myself", "What I would say to a tired friend"],
      rows: ["1.", "2.", "3."],
    },
  ],
  "february-reflection": [
    {
      type: "boxes",
      caption: "Noticing, not grading",
      labels: [
        "Moments I treated myself with care",
        "Moments when care was harder",
        "Where tenderness came easier",
        "One kindness to repeat next month",
      ],
      columns: 2,
      size: "large",
    },
  ],
  "march-worksheet": [
    {
      type: "table",
      caption: "One small thing to clear in three parts of life",
      columns: ["Clear", "Which one", "How I will let it go", "By when"],
      rows: ["A drawer", "A plan", "A thought"],
    },
  ],
  "march-reflection": [
    {
      type: "boxes",
      caption: "A space I cleared",
      labels: ["Before", "After"],
      columns: 2,
      size: "large",
    },
    {
      type: "table",
      caption: "Did the room stay open?",
      columns: ["Where", "Still clear", "Crept back", "What helps it stay clear"],
      rows: ["A drawer or shelf", "My calendar", "My head"],
    },
  ],
  "april-worksheet": [
    {
      type: "list",
      caption: "What I need right now, untrimmed",
      count: 8,
      note: "Circle one need to meet this week.",
    },
    { type: "questions", questions: ["How will you meet the need you circled?"], lines: 2 },
  ],
  "april-reflection": [
    {
      type: "questions",
      questions: [
        "Which need did you say out loud this month, in the words you used?",
        "Which need is still waiting for its words?",
      ],
      lines: 3,
    },
    { type: "list", caption: "Words that helped me ask", count: 4 },
  ],
  "may-worksheet": [
    {
      type: "table",
      caption: "Limits that protect my energy",
      columns: ["Area", "My limit", "A short, kind sentence to hold it"],
      rows: ["Time", "My phone", "Favors", "Hard conversations"],
    },
  ],
  "may-reflection": [
    {
      type: "table",
      caption: "How my limits fared",
      columns: ["A limit", "Held", "Bent by choice", "Gave way"],
      rows: blank(5),
    },
    { type: "questions", questions: ["Which limit do you want to try next month?"], lines: 2 },
  ],
  "june-worksheet": [
    {
      type: "table",
      caption: "One unearned delight a week",
      columns: ["Week", "A small joy that asks nothing of me", "When I will have it"],
      rows: ["Week 1", "Week 2", "Week 3", "Week 4"],
    },
    { type: "list", caption: "More delights to collect", count: 4 },
  ],
  "june-reflection": [
    {
      type: "boxes",
      caption: "Small joys, collected through the senses",
      labels: ["Something I heard", "Something I tasted", "Something I saw", "Something I did for no reason"],
      columns: 2,
      size: "small",
    },
    { type: "questions", questions: ["Which joy arrived before the work was done?"], lines: 2 },
  ],
  "july-worksheet": [
    {
      type: "table",
      caption: "From head to feet, slowly",
      columns: ["Where", "Tight, tired or at ease?", "One small comfort"],
      rows: [
        "Head and jaw",
        "Neck and shoulders",
        "Chest and breath",
        "Belly",
        "Back and hips",
        "Legs and feet",
      ],
    },
  ],
  "july-reflection": [
    {
      type: "boxes",
      caption: "How I looked after my body this month",
      labels: ["Rest", "Food", "Movement of any kind", "Paying attention"],
      columns: 2,
      size: "large",
    },
    { type: "questions", questions: ["What felt most like coming home?"], lines: 2 },
  ],
  "august-worksheet": [
    {
      type: "list",
      caption: "What people value in me that has nothing to do with getting things done",
      count: 10,
      note: "Add to it all month.",
    },
  ],
  "august-reflection": [
    {
      type: "questions",
      questions: [
        "On which day this month did little get done?",
        "What was still true about your worth that day?",
        "Who were you when nothing was crossed off?",
      ],
      lines: 3,
    },
  ],
  "september-worksheet": [
    {
      type: "table",
      caption: "When my energy rises and dips",
      columns: ["Time of day", "Rising, steady or dipping?", "Tasks that suit it"],
      rows: ["Early morning", "Late morning", "Early afternoon", "Late afternoon", "Evening"],
    },
    {
      type: "boxes",
      caption: "A week with white space on purpose",
      labels: ["Mon", "Tue", "Wed", "Thu", "Fri", "Sat", "Sun"],
      columns: 7,
      size: "small",
    },
  ],
  "september-reflection": [
    {
      type: "table",
      caption: "My pace, week by week",
      columns: ["Week", "Where I rushed", "Where a steadier pace held"],
      rows: ["Week 1", "Week 2", "Week 3", "Week 4"],
    },
    { type: "list", caption: "Rhythms worth keeping", count: 3 },
  ],
  "october-worksheet": [
    {
      type: "table",
      caption: "Sort what you carry",
      columns: ["Keep", "Hand back", "Set down"],
      rows: blank(5),
    },
    {
      type: "questions",
      questions: ["What will you release this week, and what is the first small step?"],
      lines: 2,
    },
  ],
  "october-reflection": [
    {
      type: "boxes",
      caption: "What I released this month",
      labels: ["An expectation", "A habit", "An old story about myself"],
      columns: 3,
      size: "large",
    },
    { type: "list", caption: "How I want to use the room it left", count: 3 },
  ],
  "november-worksheet": [
    {
      type: "boxes",
      caption: "Ordinary things that steady me, whenever I notice them",
      labels: blank(12),
      columns: 3,
      size: "small",
    },
  ],
  "november-reflection": [
    {
      type: "table",
      caption: "What held me up this year",
      columns: ["", "Who or what", "How it held me"],
      rows: ["People", "Places", "Small routines", "Things I can touch"],
    },
    { type: "questions", questions: ["What would you like to tend next year?"], lines: 2 },
  ],
  "december-worksheet": [
    {
      type: "questions",
      questions: [
        "What are you ready to set down at the door of this year?",
        "What comes with you into the next one, just as it is?",
      ],
      lines: 3,
    },
    {
      type: "boxes",
      caption: "White space I am leaving in next year",
      labels: ["Each week", "Each month", "Once in the year"],
      columns: 3,
      size: "small",
    },
  ],
  "december-reflection": [
    {
      type: "table",
      caption: "The year, season by season",
      columns: ["Months", "What changed", "What stayed hard", "What I chose"],
      rows: quarters,
    },
  ],
};

/** The structure of one printable (every printable has one: the content tests check it). */
export function printableLayout(id: string): readonly PrintableBlock[] {
  return printableLayouts[id] ?? [];
}
