import type { Month } from "../schema";

export const may: Month = {
  id: "may",
  label: "May",
  openingTitle: "A Gate, Not a Wall",
  openingBody:
    "This month is about limits that keep you whole without shutting anyone out. Think of a garden gate, not a stone wall. It opens. It closes. You decide when. Maybe it is a call you let ring out until you are ready. Maybe it is asking for a day to think before you say yes. Small limits count. Kind ones count most. You can be warm and still know where you end. This May, try one clear, gentle line at a time, and notice how much air comes back into your days.",
  theme: "Boundaries That Breathe",
  daysInMonth: 31,
  days: [
    {
      day: 1,
      text: "I name something I will not take on this week, and I say it out loud to myself.",
      guidance: "Put it at the top of this week's list and cross it out as “not mine”.",
    },
    {
      day: 2,
      text: "I pause for three slow breaths before I answer any new request, even an easy one.",
      guidance: "The next time someone asks for something, count three breaths before you reply.",
    },
    {
      day: 3,
      text: "I ask for a day to think before I agree to anything that takes my time.",
      guidance: "Try the words “Can I let you know tomorrow?” once this week.",
    },
    {
      day: 4,
      text: "I treat a “quick question” as a real request and answer it when I have the time for it.",
      guidance: "Try the words “Let me come back to you on that this afternoon.”",
    },
    {
      day: 5,
      text: "I leave a message unanswered until I have the energy to answer it well.",
      guidance: "Pick an unread message and give yourself until tomorrow to reply.",
    },
    {
      day: 6,
      text: "I change the subject kindly when a topic always leaves me drained.",
      guidance: "Prepare one gentle line, like “Can we talk about something lighter?”",
    },
    {
      day: 7,
      text: "I let calls from unknown or draining numbers ring out and call back when I choose.",
      guidance: "Let the next unexpected call go to voicemail and listen when you are ready.",
    },
    {
      day: 8,
      text: "I tell someone about a limit, kindly and plainly, without a long apology attached.",
      guidance: "Write the limit in one sentence. Cut any “sorry” before you send or say it.",
    },
    {
      day: 9,
      text: "I head home from a gathering when my energy is spent, and I let that be reason enough.",
      guidance: "Before your next plan, decide roughly when you would like to leave.",
    },
    {
      day: 10,
      text: "I step away from gossip or complaining that drains me, even if that means leaving the room.",
      guidance: "Have one exit line ready, like “I'm going to grab some water.”",
    },
    {
      day: 11,
      text: "I notice how a rushed yes feels in my body afterward, and I let that feeling guide my next answer.",
      guidance: "Tonight, jot down one yes from today and how it felt in your body.",
    },
    {
      day: 12,
      text: "I say no to plans on my one quiet day a week, even when the invitation is lovely.",
      guidance: "Mark your quiet day on the calendar with a small symbol only you know.",
    },
    {
      day: 13,
      text: "I stop explaining my no after one clear sentence.",
      guidance: "Write a no you owe someone in one line, and notice the urge to add more.",
    },
    {
      day: 14,
      text: "I leave other people's disappointment with them, without rushing in to smooth it over.",
      guidance: "When someone sighs at a limit, take one breath and keep your answer the same.",
    },
    {
      day: 15,
      text: "I ask for the personal space I need and say so when a hug or a close seat is too much.",
      guidance: "Practice a warm line: “I'm not up for hugs today, but I'm glad to see you.”",
    },
    {
      day: 16,
      text: "I ask people to check with me before they drop by, call late or add me to plans.",
      guidance: "Save a friendly line, like “Text me first so I can be ready for you.”",
    },
    {
      day: 17,
      text: "I set a time limit on a visit or call before it starts, and I end it when the time comes.",
      guidance: "Before your next call, say “I have about 20 minutes” at the start.",
    },
    {
      day: 18,
      text: "I decide which conversations get my evening energy and save the others for daylight.",
      guidance: "Save a short “I'll reply tomorrow” note in your drafts, ready to use.",
    },
    {
      day: 19,
      text: "I honor a limit I set for myself, even when no one else would notice if I broke it.",
      guidance: "Pick a limit you set this month and keep it today, just for you.",
    },
    {
      day: 20,
      text: "I set a limit on how long I scroll, and I close the app when the time is up.",
      guidance: "Set a ten-minute timer before you open your most-used app today.",
    },
    {
      day: 21,
      text: "I listen to a friend vent for a while, then gently say when I have no more room.",
      guidance: "Try: “I care about this, and I'm out of room tonight. Can we pick it up tomorrow?”",
    },
    {
      day: 22,
      text: "I turn down an extra task today so I can give a real yes to my own rest.",
      guidance: "List a task you can decline or hand back, and the rest you want instead.",
    },
    {
      day: 23,
      text: "I claim a small thing, like a mug or a notebook, as just mine and ask others to leave it be.",
      guidance:
        "Choose your something and, if you share your space, tell the others kindly that it is yours.",
    },
    {
      day: 24,
      text: "I hold back advice no one asked for and keep that energy for myself.",
      guidance: "When you feel the urge to advise today, take a breath and just listen.",
    },
    {
      day: 25,
      text: "I decide ahead of time how many hours I can give to favors this month, and I keep to it.",
      guidance: "Put that number of hours on the first page of this month's calendar.",
    },
    {
      day: 26,
      text: "I speak up gently the moment something crosses my line, before it has time to build.",
      guidance: "Practice one calm phrase: “That doesn't work for me. Here's what does.”",
    },
    {
      day: 27,
      text: "I check in with my own wishes before I look at anyone else's calendar.",
      guidance: "Before agreeing to a date, write down what you want that day to hold.",
    },
    {
      day: 28,
      text: "I say no to a favor by offering a smaller yes that I can truly give.",
      guidance: "Think of one request this week and find the part you could happily do.",
    },
    {
      day: 29,
      text: "I give a relationship more space when it keeps leaving me drained.",
      guidance: "Think of one contact who tires you, and choose a gentler pace for replies.",
    },
    {
      day: 30,
      text: "I thank myself each time I hold a limit, even when my voice wobbles.",
      guidance: "On a card, note “I held it” and the date each time this week.",
    },
    {
      day: 31,
      text: "I read back over the limits I kept this month and sign my name under the one I am proudest of.",
      guidance: "Copy that limit onto a clean page, sign it and date it.",
    },
  ],
};
