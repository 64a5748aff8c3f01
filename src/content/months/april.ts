import type { Month } from "../schema";

export const april: Month = {
  id: "april",
  label: "April",
  openingTitle: "Say What You Need",
  openingBody:
    "For a long time you may have been the one who copes. The one who says “I'm fine” and means “I'll manage”. April is a month for being honest about what you need: sleep, quiet, a hand with the groceries, a friend on the phone, an hour when nobody asks you for anything. Naming a need is not a weakness. It is useful information, and most people who care about you would rather have it than guess. This month you will practice noticing your needs, saying them plainly and letting help in. Start small. One honest sentence is enough for today.",
  theme: "Honest Needs",
  daysInMonth: 30,
  days: [
    {
      day: 1,
      text: "I ask myself what I need right now three times today and write down each answer.",
      guidance: "Stop at breakfast, midday and bedtime to ask “what do I need?”, and note each answer.",
    },
    {
      day: 2,
      text: "I name a need in plain words, without a joke or an apology wrapped around it.",
      guidance: "Write a need in a single sentence that starts with “I need…”.",
    },
    {
      day: 3,
      text: "I stop saying “it's nothing” when something is bothering me, and I say what it is instead.",
      guidance:
        "If “it's nothing” starts to come out today, swap it for one true sentence, even a short one.",
    },
    {
      day: 4,
      text: "I notice when I am hungry, thirsty or cold and I take care of it right away.",
      guidance: "Keep a glass of water and a snack within reach this afternoon.",
    },
    {
      day: 5,
      text: "I accept help with a heavy bag without insisting I can do it myself.",
      guidance: "The next time help is offered, say “yes, thank you” before you can talk yourself out of it.",
    },
    {
      day: 6,
      text: "I make a list of small things others could do for me, so I have an answer ready when they offer.",
      guidance: "List five small, specific favors you could accept, like a ride, a meal or a call.",
    },
    {
      day: 7,
      text: "I answer a message from a friend with how my week really went, not just the highlights.",
      guidance: "When a friend next asks how your week was, reply with a true detail in place of “fine”.",
    },
    {
      day: 8,
      text: "I ask for a specific thing today instead of hoping someone will guess it.",
      guidance: "Turn a hint into a direct request that starts with “Could you…?”",
    },
    {
      day: 9,
      text: "I treat my need as real today, even when someone else seems to have it harder.",
      guidance: "If you catch yourself thinking “others have it worse”, write your need down anyway.",
    },
    {
      day: 10,
      text: "I tell someone close to me what helps when I am worn out, so they do not have to guess.",
      guidance: "Finish this sentence and share it with someone: “When I'm worn out, it helps if you…”",
    },
    {
      day: 11,
      text: "I ask someone to keep me company while I do a task I dread, in person or on the phone.",
      guidance: "Pick a dull job and ask a friend to stay on a call while you each work on your own.",
    },
    {
      day: 12,
      text: "I ask for the quiet I need, whether that means a closed door, headphones or an hour alone.",
      guidance: "Tell anyone nearby you are taking a quiet hour, or simply close a door.",
    },
    {
      day: 13,
      text: "I expect my needs to shift from one day to the next and do not call myself difficult for it.",
      guidance: "Jot down today's biggest need and compare it with yesterday's, without judging either.",
    },
    {
      day: 14,
      text: "I ask the question I have been too embarrassed to ask and let the answer help me.",
      guidance: "Send a question you have been putting off to someone who knows the answer.",
    },
    {
      day: 15,
      text: "I reach out to one person when I feel alone instead of waiting for the feeling to pass.",
      guidance: "Text someone: “Thinking of you. Free for a chat this week?”",
    },
    {
      day: 16,
      text: "I share part of a heavy task with someone and let them do it their own way.",
      guidance: "Hand over a part of a job and do not redo it afterwards.",
    },
    {
      day: 17,
      text: "I say out loud that I am struggling when I am, and I let that be where help begins.",
      guidance: "Practice one sentence you could say to a friend: “I'm having a hard time right now.”",
    },
    {
      day: 18,
      text: "I admit when I need encouragement, and I take in the kind words people give me.",
      guidance: "Message one person: “Could you tell me I'm doing okay? I need to hear it today.”",
    },
    {
      day: 19,
      text: "I use the words “I need” when I speak to someone today, and I do not take them back.",
      guidance: "Say one “I need” sentence to someone, then stop talking and let them answer.",
    },
    {
      day: 20,
      text: "I try a new place for support, like a local group or the library.",
      guidance: "Look up one free group, class or community space near you, online or in person.",
    },
    {
      day: 21,
      text: "I show up on a messy day instead of hiding until I look put together.",
      guidance: "Say yes to one visit or call today, even if your home or your hair is not tidy.",
    },
    {
      day: 22,
      text: "I ask for more time when a deadline feels too tight, before I wear myself down.",
      guidance: "Write a short message asking for one extra day on one task.",
    },
    {
      day: 23,
      text: "I look for the need underneath a grumpy mood and meet it instead of pushing through.",
      guidance: "When you feel snappy today, ask: am I hungry, tired, lonely or overfull?",
    },
    {
      day: 24,
      text: "I say thank you when a friend returns a favor, instead of waving it off.",
      guidance: "If someone wants to pay you back, let them choose how, and say yes.",
    },
    {
      day: 25,
      text: "I write down my needs for the coming week and put the most important one first.",
      guidance: "Number your top five needs for next week and plan a time for number one.",
    },
    {
      day: 26,
      text: "I ask someone to just listen when I need to talk something through, and say that advice can wait.",
      guidance: "Start your next hard chat with: “I'd love you to just listen for a bit.”",
    },
    {
      day: 27,
      text: "I tell the people who helped me that it made a difference, and I leave the door open for more.",
      guidance: "Send a short thank-you to someone who helped you this month.",
    },
    {
      day: 28,
      text: "I tell people what I need from a plan before we make it, like an early finish or a quiet place.",
      guidance: "Before you agree to a plan, add one line: “It works best for me if…”",
    },
    {
      day: 29,
      text: "I say each need at its true size instead of shrinking it to seem easy to please.",
      guidance: "Take a need you have been making smaller and say it in full.",
    },
    {
      day: 30,
      text: "I ask for a small thing today in the way that came easiest this month.",
      guidance: "Find the request you made most easily in April and make it again before the week is out.",
    },
  ],
};
