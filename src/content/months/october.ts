import type { Month } from "../schema";

export const october: Month = {
  id: "october",
  label: "October",
  openingTitle: "The Season of Open Hands",
  openingBody:
    "Letting go is rarely one big moment. More often it is a hand opening slowly, a finger at a time. This month is about setting down what you have carried too long: the role of the one who always says yes, the hope that you will hold it all together, the old story that your rest has to be earned. Some of this will feel like relief. Some of it may feel like loss, and that is honest too. You can grieve what is ending and still choose to let it go.",
  theme: "Letting Go",
  daysInMonth: 31,
  days: [
    {
      day: 1,
      text: "I name a role I have outgrown and write down what it has cost me.",
      guidance: "Finish this line on paper: “I am tired of being the one who…”",
    },
    {
      day: 2,
      text: "I let myself feel sad about what is ending instead of rushing to be fine.",
      guidance: "Give yourself ten minutes to sit with one ending, without fixing or explaining it.",
      care: true,
    },
    {
      day: 3,
      text: "I return a job I picked up by default and trust someone else to hold it now.",
      guidance: "Send a short, kind message today that hands a task back to its owner.",
    },
    {
      day: 4,
      text: "I write down the old story that I have to earn my rest, and I cross it out.",
      guidance: "Write the story in one sentence, draw a line through it, and write a kinder one below.",
    },
    {
      day: 5,
      text: "I pass on one gift or keepsake I hold on to only out of guilt, so someone else can use it.",
      guidance:
        "Choose something you keep only because letting it go feels rude. Put it in a box to pass on.",
    },
    {
      day: 6,
      text: "I allow a small annoyance to pass today without retelling the story of it to anyone.",
      guidance: "When something small irks you, take one breath and decide it is not worth the retelling.",
    },
    {
      day: 7,
      text: "I release my need for everyone to understand my choices.",
      guidance: "Think of one decision you keep explaining. Today, let a short answer be the whole answer.",
    },
    {
      day: 8,
      text: "I allow my plans for this year to change without calling it failure.",
      guidance: "Look at a goal from January. Rewrite it to fit who you are now, or let it go.",
    },
    {
      day: 9,
      text: "I give someone else the last word in a small disagreement and let the subject drop.",
      guidance: "Next time a minor debate starts, say “You might be right” and move on.",
    },
    {
      day: 10,
      text: "I grieve the version of me who pushed so hard, and I speak to her kindly about the years she got through.",
      guidance: "Write two gentle lines to the you of those years. Keep them somewhere private.",
      care: true,
    },
    {
      day: 11,
      text: "I set down a small grudge I have carried for months, so my hands are free for other things.",
      guidance: "Write the grudge in one line, then write “I am putting this down” underneath it.",
    },
    {
      day: 12,
      text: "I choose a short window a day for the news instead of keeping up with every headline.",
      guidance: "Pick a ten-minute news window today and skip the headlines the rest of the day.",
    },
    {
      day: 13,
      text: "I stop waiting for someone to become who I hoped they would be, and I put that hope down.",
      guidance:
        "Think of one person you keep hoping will change. Write something you will stop asking of them.",
    },
    {
      day: 14,
      text: "I set down a perfect standard and let good enough be the finish line.",
      guidance: "Pick a task today and stop at good enough. Notice how that feels.",
    },
    {
      day: 15,
      text: "I release the blame I carry for the years I ran on empty, because I did what I knew then.",
      guidance: "Write something you did back then to get through a hard season. Read it gently.",
      care: true,
    },
    {
      day: 16,
      text: "I let a friendship change shape without forcing it back to how it was.",
      guidance: "Think of one connection that has changed. Write an honest sentence about how that feels.",
    },
    {
      day: 17,
      text: "I stop carrying other people's moods as if managing them were my job.",
      guidance: "When someone near you is upset today, silently say, “This is theirs to feel.”",
    },
    {
      day: 18,
      text: "I move something in my home, like a chair or a picture, so the room fits the person I am now.",
      guidance: "Choose an object that has sat in the same spot for years and try it somewhere new.",
    },
    {
      day: 19,
      text: "I loosen the rule that everything has to be finished before I can stop for the night.",
      guidance: "Stop a task halfway today, on purpose, and come back to it tomorrow.",
    },
    {
      day: 20,
      text: "I say out loud one thing I am no longer willing to pretend about.",
      guidance: "Tell a trusted friend, or your journal, one truth you have been softening.",
    },
    {
      day: 21,
      text: "I ease my grip on how this season was supposed to go and meet it as it is.",
      guidance: "Finish two lines: “I thought it would be…” and “What is true now is…”",
    },
    {
      day: 22,
      text: "I name a commitment I would not say yes to again and write down when it ends.",
      guidance: "Choose the commitment you dread most and draft a short, kind message stepping back.",
    },
    {
      day: 23,
      text: "I admit that one “someday” project is never going to happen, and I take it off my list for good.",
      guidance: "Find a plan you keep carrying forward, and write “released” beside it.",
    },
    {
      day: 24,
      text: "I shake out my hands at the end of the day, as if I were dropping what they held.",
      guidance: "Before bed, shake your hands loosely for ten seconds, then let them rest open in your lap.",
    },
    {
      day: 25,
      text: "I let go of the picture of how a “together” person lives and notice what works in my real life.",
      guidance: "Write something you do your own way that works, even if it would look odd to others.",
    },
    {
      day: 26,
      text: "I mark a loss with a small ritual of my own, like lighting a candle or writing a name.",
      guidance: "Choose a small act to honor something you miss, and do it today.",
      care: true,
    },
    {
      day: 27,
      text: "I set down old labels from growing up, like “the responsible one” or “the easy one”.",
      guidance: "Write a label you were given as a child. Ask whether it still fits.",
      care: true,
    },
    {
      day: 28,
      text: "I drop the need for a plan B for every problem and trust that I can work things out when they come.",
      guidance: "Notice one “what if” today and answer it: “If that happens, I will work it out then.”",
    },
    {
      day: 29,
      text: "I allow some endings to stay unfinished, without the perfect closing words.",
      guidance: "Think of something that ended without closure. Write, “It can be unfinished,” and breathe.",
    },
    {
      day: 30,
      text: "I notice what feels lighter since I set some things down this month, and what still feels heavy.",
      guidance: "Jot down something you set down this month and how it feels now.",
    },
    {
      day: 31,
      text: "I hold my plans for November loosely and leave room for them to change.",
      guidance: "Pencil in a plan for next month, and add “or something else” beside it.",
    },
  ],
};
