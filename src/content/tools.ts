import type { CheckInQuestion, ChecklistGroup, Energy, Mood, PressPlayAction } from "./schema";

// Content for the five bonus tools (spec §2, counts in spec §9).

export interface ChoiceOption<T extends string> {
  value: T;
  label: string;
  /** A lucide-react icon name drawn beside the label; content.test.ts checks that each one exists. */
  icon: string;
}
export type MoodOption = ChoiceOption<Mood>;
export type EnergyOption = ChoiceOption<Energy>;

/** Ask for Help Challenge: 10 asks, each needing a little more courage than the one before. */
export const askForHelpItems: readonly string[] = [
  "Ask someone to hold a door or pass you something just out of reach.",
  "Ask a store clerk or librarian to help you find something instead of searching alone.",
  "Ask a neighbor or friend for a small favor, like lending a tool or taking in a package.",
  "Ask someone close to you to take one chore off your list this week.",
  "Ask a friend to come along on an errand you usually do alone.",
  "Ask a friend if you can talk through something that has been weighing on you.",
  "Ask for more time on a deadline instead of staying up late to meet it.",
  "Ask a colleague, classmate or fellow volunteer to take a task you cannot fit this week.",
  "Ask for help with something you have always insisted on doing yourself.",
  "Tell someone you trust, “I can't carry this alone right now. Will you help me?”",
];

/** Get it Together: putting a life back in order gently, 4 categories × 5 items. */
export const getTogetherCategories: readonly ChecklistGroup[] = [
  {
    id: "home",
    title: "Home Base",
    items: [
      "Clear one surface you see every morning, like a counter or bedside table.",
      "Wash, dry and put away one load of laundry. Folding is optional.",
      "Take out the trash and recycling before they overflow.",
      "Stock the makings of one easy meal for a tired evening.",
      "Make one corner a place you actually want to sit.",
    ],
  },
  {
    id: "schedule",
    title: "Time & Calendar",
    items: [
      "Write every appointment and due date for the next two weeks in one place.",
      "Cancel or move one plan you agreed to out of guilt.",
      "Block one hour this week with nothing in it, and keep it empty.",
      "Set a reminder for the one thing you keep forgetting.",
      "Pick a time to end the day's tasks and keep to it twice this week.",
    ],
  },
  {
    id: "money-and-admin",
    title: "Money & Admin",
    items: [
      "Open the letters or emails you have been avoiding. Just open them.",
      "List the bills due this month with their dates.",
      "Look at one account balance without judging the number.",
      "Cancel one subscription or sign-up you no longer use.",
      "Gather important papers, such as IDs, receipts and forms, into one folder or box.",
    ],
  },
  {
    id: "mind",
    title: "Mind & Heart",
    items: [
      "Write every open loop in your head onto one page.",
      "Circle the three that matter most this week and let the rest wait.",
      "Reply to one message you have been putting off, even with a single line.",
      "Reach out to the friend you keep meaning to call.",
      "Give yourself one early night this week, with your phone in another room.",
    ],
  },
];

/** Clean for Clarity: clearing clutter to see more clearly, 4 areas × 5 items. */
export const cleanForClarityAreas: readonly ChecklistGroup[] = [
  {
    id: "physical-space",
    title: "Physical Space",
    items: [
      "Clear the floor of one room. Just the floor.",
      "Fill one bag with things to donate, recycle or pass on.",
      "Empty your bag and coat pockets of old receipts and wrappers.",
      "Sort the drawer you avoid opening.",
      "Put on a song you like and tidy until it ends.",
    ],
  },
  {
    id: "digital-space",
    title: "Digital Space",
    items: [
      "Unsubscribe from five emails you always delete without reading.",
      "Delete one screen's worth of old screenshots, photos or downloads.",
      "Move the apps that pull you in off your home screen.",
      "Mute or unfollow accounts that leave you feeling behind.",
      "Close the browser tabs you have kept open just in case.",
    ],
  },
  {
    id: "commitments",
    title: "Commitments",
    items: [
      "List every group, project and promise that is asking for your time.",
      "Mark each one as giving you energy, costing you energy or neither.",
      "Step back from one commitment that costs more than it gives.",
      "Say “not now” to one new request this week.",
      "Keep one evening a week free of plans.",
    ],
  },
  {
    id: "inner-space",
    title: "Inner Space",
    items: [
      "Write down the thought you keep replaying, then close the notebook.",
      "Name one expectation you carry that was never really yours.",
      "Let yourself off the hook for one unfinished thing on your list.",
      "Spend five quiet minutes with no input: no phone, podcast or screen.",
      "Write one sentence about what feels clearer now than when you began.",
    ],
  },
];

/** Press Play for Grace: eight small actions, in the order of spec §3. */
export const pressPlayActions: readonly PressPlayAction[] = [
  {
    value: "breathe",
    label: "Breathe Deeply",
    description: "Take five slow breaths, letting each one out a little longer than it came in.",
  },
  {
    value: "gratitude",
    label: "Name Three Good Things",
    description: "Write down three small things from today that you are glad happened.",
  },
  {
    value: "movement",
    label: "Move Gently",
    description: "Walk, stretch or sway in your chair for five minutes, in whatever way feels good today.",
  },
  {
    value: "kind-words",
    label: "Speak Kindly to Yourself",
    description: "Say one kind sentence to yourself, aloud or on paper, the way you would to a friend.",
  },
  {
    value: "boundary",
    label: "Hold One Boundary",
    description: "Turn down or put off one request today, without a long explanation.",
  },
  {
    value: "joy",
    label: "Find a Spark of Joy",
    description:
      "Do one small thing just because you like it, such as a song, a snack or a page of a good book.",
  },
  {
    value: "connect",
    label: "Reach Out",
    description: "Send a short note to someone you have been thinking about, with no need for a reply.",
  },
  {
    value: "create",
    label: "Make Something",
    description:
      "Spend ten minutes making something, like a doodle, a few lines of writing or a new recipe, with no aim to make it good.",
  },
];

/** Check-in: the five questions, in the order of the check-in record (spec §3). */
export const checkInQuestions: readonly CheckInQuestion[] = [
  { id: "mood", question: "How are you feeling right now?" },
  { id: "energy", question: "How much energy do you have today?" },
  {
    id: "gratitude",
    question: "What is one thing you are grateful for today?",
    placeholder: "A person, a moment, a small comfort…",
  },
  {
    id: "challenge",
    question: "What is weighing on you or asking for your attention?",
    placeholder: "Name it plainly. You don't have to solve it yet.",
  },
  {
    id: "intention",
    question: "What is one gentle intention for the rest of your day?",
    placeholder: "Something small you can actually do…",
  },
];

export const moodOptions: readonly MoodOption[] = [
  { value: "energized", label: "Energized", icon: "Zap" },
  { value: "peaceful", label: "Peaceful", icon: "Smile" },
  { value: "neutral", label: "Neutral", icon: "Meh" },
  { value: "anxious", label: "Anxious", icon: "Frown" },
  { value: "overwhelmed", label: "Overwhelmed", icon: "CloudRain" },
];

// A battery from full to empty: it reads in order in black and white too (the moons it replaces read reversed).
export const energyOptions: readonly EnergyOption[] = [
  { value: "high", label: "High", icon: "BatteryFull" },
  { value: "medium", label: "Medium", icon: "BatteryMedium" },
  { value: "low", label: "Low", icon: "BatteryLow" },
  { value: "depleted", label: "Depleted", icon: "Battery" },
];

const answerLabels = new Map<string, string>(
  [...moodOptions, ...energyOptions].map((o) => [o.value, o.label]),
);

/** A check-in's mood or energy as she chose it ("overwhelmed" → "Overwhelmed"). */
export function checkInAnswerLabel(value: string): string {
  return answerLabels.get(value) ?? value;
}
