import type { Printable } from "./schema";

// spec §2 Printables: every preview dialog shows these two prompts, word for word.
export const printablePrompts = [
  "What truth am I honoring this month?",
  "Where can I invite more grace into my daily rhythm?",
] as const;

// spec §1, §9: 24 printables, 12 months × (worksheet, reflection), in calendar order.
// Each month's pair follows that month's theme (see docs/content-style.md).
export const printables: readonly Printable[] = [
  // January — Permission to Pause
  {
    id: "january-worksheet",
    month: "january",
    kind: "worksheet",
    title: "Small Stops in a Full Day",
    description:
      "Walk through an ordinary day hour by hour and mark three places a pause could fit: before you get out of the car, while the kettle boils, between one task and the next.",
  },
  {
    id: "january-reflection",
    month: "january",
    kind: "reflection",
    title: "What the Pauses Gave Back",
    description:
      "List the pauses you took this month, however short, and star the one that surprised you. Then set what you feared would happen beside what happened instead.",
  },

  // February — Tender Self-Regard
  {
    id: "february-worksheet",
    month: "february",
    kind: "worksheet",
    title: "Speaking to Yourself Kindly",
    description:
      "Catch three things you said to yourself this week and rewrite each one the way you would talk to a friend who is tired and doing their best.",
  },
  {
    id: "february-reflection",
    month: "february",
    kind: "reflection",
    title: "A Softer Mirror",
    description:
      "Reflect on the moments this month when you treated yourself with care, and the moments when you didn't. No grading here, just noticing where tenderness came easier.",
  },

  // March — Clearing Space
  {
    id: "march-worksheet",
    month: "march",
    kind: "worksheet",
    title: "One Drawer, One Plan, One Thought",
    description:
      "Pick one small thing to clear in three parts of life: a drawer, a standing plan that no longer fits, and a worry you keep replaying. Write how you will let each go.",
  },
  {
    id: "march-reflection",
    month: "march",
    kind: "reflection",
    title: "Room to Breathe Again",
    description:
      "Sketch a space you cleared, before and after, in words or a few lines. Then check a drawer, your calendar and your head: still clear, or creeping back?",
  },

  // April — Honest Needs
  {
    id: "april-worksheet",
    month: "april",
    kind: "worksheet",
    title: "Naming What You Need",
    description:
      "List what you need right now, such as sleep, quiet, help, company or time outside, without trimming it to look reasonable. Then circle one need to meet this week.",
  },
  {
    id: "april-reflection",
    month: "april",
    kind: "reflection",
    title: "The Needs You Said Out Loud",
    description:
      "Write down a need you said out loud this month, in the words you used, and the need still waiting for its words. Keep the phrases that helped you ask.",
  },

  // May — Boundaries That Breathe
  {
    id: "may-worksheet",
    month: "may",
    kind: "worksheet",
    title: "Lines with Room to Move",
    description:
      "Sketch the limits that protect your energy around time, your phone, favors and hard conversations. Beside each one, write a short, kind sentence you can use to hold it.",
  },
  {
    id: "may-reflection",
    month: "may",
    kind: "reflection",
    title: "Where Your Limits Held",
    description:
      "Follow a few of this month's limits: which held, which bent by your choice and which gave way. Then pick the limit you want to try next month.",
  },

  // June — Joy Without Earning It
  {
    id: "june-worksheet",
    month: "june",
    kind: "worksheet",
    title: "A List of Unearned Delights",
    description:
      "Gather small joys that ask nothing of you, like the first sip of something warm, a song in the car or a patch of sun on the floor, and plan one for each week.",
  },
  {
    id: "june-reflection",
    month: "june",
    kind: "reflection",
    title: "Joy That Asked for Nothing",
    description:
      "Collect this month's small joys through your senses: something heard, tasted, seen, and something done for no reason. Notice which arrived before the work was done.",
  },

  // July — Body as Home
  {
    id: "july-worksheet",
    month: "july",
    kind: "worksheet",
    title: "A Gentle Head-to-Toe Check",
    description:
      "Go slowly from head to feet and note where you feel tight, tired or at ease. Then choose one small comfort your body would welcome today, in whatever way suits you.",
  },
  {
    id: "july-reflection",
    month: "july",
    kind: "reflection",
    title: "Coming Home to Yourself",
    description:
      "Reflect on how you looked after your body this month, through rest, food, movement of any kind or simply paying attention. Write down what felt most like coming home.",
  },

  // August — Worth Beyond Output
  {
    id: "august-worksheet",
    month: "august",
    kind: "worksheet",
    title: "More Than What You Finished",
    description:
      "Write down what people value in you that has nothing to do with getting things done: your humor, how you listen, what you notice. Keep adding to it all month.",
  },
  {
    id: "august-reflection",
    month: "august",
    kind: "reflection",
    title: "Worth on an Unfinished Day",
    description:
      "Reflect on a day this month when little got done. Notice what was still true about your worth, and who you were when nothing was crossed off.",
  },

  // September — Rhythm Over Rush
  {
    id: "september-worksheet",
    month: "september",
    kind: "worksheet",
    title: "Finding Your Natural Pace",
    description:
      "Map the hours when your energy rises and dips, then move one task to a time that suits it. Plan a week that leaves some white space on purpose.",
  },
  {
    id: "september-reflection",
    month: "september",
    kind: "reflection",
    title: "Slower, and Still Arriving",
    description:
      "Go week by week through the month: where you rushed, and where a steadier pace held. Then name the rhythms you want to keep going.",
  },

  // October — Letting Go
  {
    id: "october-worksheet",
    month: "october",
    kind: "worksheet",
    title: "What You Can Set Down",
    description:
      "Sort what you carry into three piles: keep, hand back and set down. Choose one thing to release this week and name the first small step toward it.",
  },
  {
    id: "october-reflection",
    month: "october",
    kind: "reflection",
    title: "Lighter Hands",
    description:
      "Name what you released this month: an expectation, a habit, an old story about yourself. Then list a few ways you want to use the room it left.",
  },

  // November — Grateful Ground
  {
    id: "november-worksheet",
    month: "november",
    kind: "worksheet",
    title: "Gratitude Rooted in the Ordinary",
    description:
      "Collect the everyday things that keep you steady, like a warm mug, a quiet corner or your own stubbornness, whenever you notice them. There are no dates and no boxes to keep up with.",
  },
  {
    id: "november-reflection",
    month: "november",
    kind: "reflection",
    title: "What Held You Up",
    description:
      "Name the people, places, small routines and things you can touch that held you up this year, and how each one held you. Then choose what you want to tend next year.",
  },

  // December — Sovereign Grace
  {
    id: "december-worksheet",
    month: "december",
    kind: "worksheet",
    title: "At the Door of the Year",
    description:
      "Write what you are ready to set down at the door of this year and what comes with you as it is. Then leave white space in next year: weekly, monthly and once.",
  },
  {
    id: "december-reflection",
    month: "december",
    kind: "reflection",
    title: "The Year You Came Back to Yourself",
    description:
      "Look back across the whole year and trace how you moved from running on empty toward grace. Honor what changed, what stayed hard and what you chose.",
  },
];
