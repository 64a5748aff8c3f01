import type { Guide, Resource } from "./schema";

// spec §2 Bonus tools: the static list of 8 resources, in the spec's order.
// `icon` names a lucide-react export; content.test.ts checks that each one exists.
export const resources: readonly Resource[] = [
  {
    id: "clean-for-clarity-checklist",
    icon: "ListChecks",
    title: "Clean for Clarity Checklist",
    description:
      "Small clearing steps, 20 in all, across your home, your screens, your commitments and your thoughts, to make room for what matters.",
    type: "Checklist",
    category: "Clarity",
  },
  {
    id: "journal",
    icon: "NotebookPen",
    title: "Soul Path Journal",
    description:
      "A quiet place to write your daily reflections, come back to old entries and see how far you have come.",
    type: "Journal",
    category: "Reflection",
  },
  {
    id: "completion-certificate",
    icon: "Award",
    title: "Completion Certificate",
    description: "A keepsake to mark the end of your 75-day soul path and honor the time you gave yourself.",
    type: "Certificate",
    category: "Milestone",
  },
  {
    id: "mood-tracker",
    icon: "SmilePlus",
    title: "Mood Tracker",
    description:
      "Note your mood and energy day by day, and start to see what lifts you and what wears you down.",
    type: "Tracker",
    category: "Wellbeing",
  },
  {
    id: "ask-for-help-challenge",
    icon: "HandHelping",
    title: "Ask for Help Challenge",
    description:
      "Ten small asks that grow in courage, from having a door held for you to handing off a task you cannot fit.",
    type: "Challenge",
    category: "Connection",
  },
  {
    id: "evening-ritual",
    icon: "Moon",
    title: "Evening Ritual Guide",
    description:
      "A simple way to close the day: set down the tasks, soften the light and end the evening with care.",
    type: "Ritual",
    category: "Rest",
  },
  {
    id: "flower-essence-guide",
    icon: "Flower2",
    title: "Flower Essence Guide",
    description:
      "Ways to use flowers and flower essences as a small ritual of attention: a reason to pause, notice and choose an intention.",
    type: "Guide",
    category: "Nature",
  },
  {
    id: "crystal-guide",
    icon: "Gem",
    title: "Crystal Guide",
    description:
      "How to let a stone you love become an anchor for your intentions, something beautiful to hold while you pause.",
    type: "Guide",
    category: "Nature",
  },
];

// The three written guides behind the ritual and nature resources. House rule: flowers and
// crystals are objects for attention, intention and ritual. We make no claim that they do
// anything to the body or mind (docs/content-style.md).
export const guides: readonly Guide[] = [
  {
    id: "evening-ritual",
    title: "An Evening Ritual for Setting the Day Down",
    paragraphs: [
      "Many evenings end the same way: one more email, one more tab, one more thing to tidy, until the day simply runs out. This ritual offers a different ending. It takes 10 to 20 minutes, and every part of it can bend to fit your home and your night.",
      "Start by closing the day's work, whatever work means for you. Write tomorrow's three most important tasks on a scrap of paper and leave it by the door. The list will still be there in the morning, so you do not have to hold it in your head tonight.",
      "Next, change the light. Switch off the big overhead light, turn on a lamp or light a candle if you like. Put your phone to charge somewhere you cannot reach from bed. Make something warm to drink and let drinking it be the only thing you do for a few minutes.",
      "Then look back gently. Ask yourself two questions: what went well today, and what can I leave behind? Answer on paper or in your head. A short answer counts, and so does “I don't know yet.”",
      "Finish with one small act of care. Stretch, wash your face slowly or listen to the house go quiet. Some nights you will only manage one step, and that is still the ritual. It is yours to keep, change or begin again tomorrow.",
    ],
  },
  {
    id: "flower-essence-guide",
    title: "Flower Essences: A Small Ritual of Attention",
    paragraphs: [
      "Flower essences have a place in many people's personal rituals. Here we keep it simple and treat them as a reason to pause, a small, lovely thing to choose, and a way to name what you want to pay attention to. There is nothing to get right and nothing you need to believe.",
      "Begin with the flowers themselves. On a walk, at a market or beside a window box, notice which one catches your eye. Look at its color, its shape and the way it leans toward the light. You might bring a stem home, press a petal in a book or take a photo to come back to later.",
      "If you keep a bottle of flower essence, let it become a marker for an intention. Read the flower's name, choose one word you want to carry this week, such as patience, softness or courage, and write it on a small note beside the bottle. Each time you see it, say the word to yourself.",
      "You can also build a tiny ritual around a single bloom. Put one flower in a glass where you will see it. Each morning, spend a minute with it before you pick up your phone. Notice how it has changed overnight and ask yourself what you are choosing to tend today.",
      "When the flower fades, let that be part of the ritual too. Set it outside or in the compost, and choose another when you are ready. What stays is the habit of stopping to look.",
    ],
  },
  {
    id: "crystal-guide",
    title: "Crystals: Something Beautiful to Hold",
    paragraphs: [
      "A crystal is a piece of the earth that took a very long time to form, and many people simply love holding one. In this guide a crystal is an anchor for attention: a small, solid object that reminds you to stop and come back to what you intend. Any stone you love will do, including one you picked up on a beach or a path.",
      "Choose a stone because it draws you. Notice its weight, its temperature, its edges and how its color shifts in different light. Give it a word if you like, such as steady, gentle or enough.",
      "Then give it a place and a small job. Keep it in a coat pocket, by the sink or beside the spot where you sit most. When you notice it, let it be a cue to drop your shoulders, unclench your hands or ask yourself what you need right now.",
      "At the start of a week, hold the stone for a minute and set one intention, such as “I leave one evening free” or “I ask for help once.” At the end of the week, hold it again and notice what you did, without keeping score.",
      "Your stone needs no special rules to be part of your ritual. Dust it with a soft cloth now and then and keep it somewhere you will see it. What matters is the pause it invites, and how you spend that pause is always your choice.",
    ],
  },
];
