// What comes next (D23, issue #27 item 7): after day 75, one return prompt a month, each written to
// that month's affirmation theme (src/content/months/). One open question each (docs/content-style.md,
// "Forms": at most 25 words, one "?"). Open to members who finished the path.

export interface ReturnPrompt {
  /** 1 = January … 12 = December. */
  month: number;
  /** The month's affirmation theme, as its month file names it. */
  theme: string;
  question: string;
}

export const returnPrompts: readonly ReturnPrompt[] = [
  {
    month: 1,
    theme: "Permission to Pause",
    question: "Where in your week could a ten-minute pause fit without you having to earn it first?",
  },
  {
    month: 2,
    theme: "Tender Self-Regard",
    question: "What would you say to yourself tonight if you spoke the way you speak to a tired friend?",
  },
  {
    month: 3,
    theme: "Clearing Space",
    question: "Which corner of your days feels most crowded right now?",
  },
  {
    month: 4,
    theme: "Honest Needs",
    question: "What do you need this month that you have not yet said out loud to anyone?",
  },
  {
    month: 5,
    theme: "Boundaries That Breathe",
    question: "Where did a small “no” recently leave you with a little more room?",
  },
  {
    month: 6,
    theme: "Joy Without Earning It",
    question: "What small pleasure could you let yourself have this week before the work is done?",
  },
  {
    month: 7,
    theme: "Body as Home",
    question: "How is your body asking to be looked after these days?",
  },
  {
    month: 8,
    theme: "Worth Beyond Output",
    question: "Who are you on a day when nothing on the list gets checked off?",
  },
  {
    month: 9,
    theme: "Rhythm Over Rush",
    question: "Which part of an ordinary day would you slow down if nobody were waiting on you?",
  },
  {
    month: 10,
    theme: "Letting Go",
    question: "What are you still carrying from the path that you are ready to set down?",
  },
  {
    month: 11,
    theme: "Grateful Ground",
    question: "Which steady, ordinary thing has kept you standing since you finished the path?",
  },
  {
    month: 12,
    theme: "Sovereign Grace",
    question: "Looking back across this year, where did you choose your own pace?",
  },
];
