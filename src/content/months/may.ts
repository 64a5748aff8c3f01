import type { Month } from "../schema";

export const may: Month = {
  id: "may",
  label: "May",
  openingTitle: "A Gate, Not a Wall",
  openingBody:
    "This month is about limits that keep you whole without shutting anyone out. Think of a garden gate, not a stone wall. It opens. It closes. You decide when. Maybe it is a chair where no one can hand you a task. Maybe it is asking for a day to think before you say yes. Small limits count. Kind ones count most. You can be warm and still know where you end. This May, try one clear, gentle line at a time, and notice how much air comes back into your days.",
  theme: "Boundaries That Breathe",
  daysInMonth: 31,
  days: [
    {
      day: 1,
      text: "I name one thing I will not take on this week, and I say it out loud to myself.",
      guidance: "Write that one thing on a sticky note and put it where you make plans.",
    },
    {
      day: 2,
      text: "I pause for three slow breaths before I answer any new request, even an easy one.",
      guidance: "The next time someone asks for something, count three breaths before you reply.",
    },
    {
      day: 3,
      text: "I ask for a day to think before I agree to anything that takes my time.",
      guidance: "Try the words 'Can I let you know tomorrow?' once this week.",
    },
    {
      day: 4,
      text: "I keep one chair or corner of my home as a place where no one can hand me a task.",
      guidance: "Choose the spot today, and tell anyone you live with what it is for.",
    },
    {
      day: 5,
      text: "I let a message wait until I have the energy to answer it well.",
      guidance: "Pick one unread message and give yourself until tomorrow to reply.",
    },
    {
      day: 6,
      text: "I choose an end time for today's tasks and stop there, even with items left on the list.",
      guidance: "Set an alarm labelled 'done for today' and honour it once.",
    },
    {
      day: 7,
      text: "I switch off one set of notifications that tugs at me all day long.",
      guidance: "Open your settings and mute one app that buzzes more than it helps.",
    },
    {
      day: 8,
      text: "I tell one person about a limit, kindly and plainly, without a long apology attached.",
      guidance: "Write the limit in one sentence. Cut any 'sorry' before you send or say it.",
    },
    {
      day: 9,
      text: "I head home from a gathering when my energy is spent, and I let that be reason enough.",
      guidance: "Before your next plan, decide roughly when you would like to leave.",
    },
    {
      day: 10,
      text: "I keep one hour this week unbooked and guard it like an appointment with myself.",
      guidance: "Block one hour in your calendar and give it a name only you understand.",
    },
    {
      day: 11,
      text: "I notice the tight feeling that comes with a rushed yes, and I slow my answer down.",
      guidance: "Tonight, jot down one yes from today and how it felt in your body.",
    },
    {
      day: 12,
      text: "I offer help that fits my real capacity, not the help I imagine is expected of me.",
      guidance: "Before offering, ask yourself: what can I give today without running dry?",
    },
    {
      day: 13,
      text: "I stop explaining my no after one clear sentence.",
      guidance: "Write a no you owe someone in one line, and notice the urge to add more.",
    },
    {
      day: 14,
      text: "I let other people's disappointment belong to them, without rushing in to smooth it over.",
      guidance: "When someone sighs at a limit, take one breath and keep your answer the same.",
    },
    {
      day: 15,
      text: "I protect the first quiet minutes of my morning from news, email and other people's needs.",
      guidance: "Tomorrow, keep your phone face down until after your first drink of the day.",
    },
    {
      day: 16,
      text: "I ask for what I need in plain words rather than hoping someone guesses.",
      guidance: "Finish this sentence on paper: 'What would help me this week is…'",
    },
    {
      day: 17,
      text: "I change a plan that no longer fits me, and I tell people early and kindly.",
      guidance: "Look at the week ahead and circle one plan that feels heavy.",
    },
    {
      day: 18,
      text: "I decide which conversations get my evening energy and save the others for daylight.",
      guidance: "Save a short 'I'll reply tomorrow' note in your drafts, ready to use.",
    },
    {
      day: 19,
      text: "I keep a promise to myself as firmly as I keep one to a friend.",
      guidance: "Write down one small promise to yourself for today and tick it off tonight.",
    },
    {
      day: 20,
      text: "I set a limit on how long I scroll, and I close the app when the time is up.",
      guidance: "Set a ten-minute timer before you open your most-used app today.",
    },
    {
      day: 21,
      text: "I give myself permission to leave a text unanswered while I rest.",
      guidance: "Mute one busy group chat for the afternoon.",
    },
    {
      day: 22,
      text: "I turn down one extra task today so I can give a real yes to my own rest.",
      guidance: "List one task you can decline or hand back, and the rest you want instead.",
    },
    {
      day: 23,
      text: "I treat my tiredness as a good enough reason to cancel or shrink a plan.",
      guidance: "If you feel worn down today, make one plan smaller without a long excuse.",
    },
    {
      day: 24,
      text: "I close my door, or put on headphones, for twenty minutes while I recharge.",
      guidance: "If anyone is around, tell them 'I'm taking twenty minutes' and set a timer.",
    },
    {
      day: 25,
      text: "I decide ahead of time how many hours I can give to favours this month, and I keep to it.",
      guidance: "Write that number of hours on the first page of this month's calendar.",
    },
    {
      day: 26,
      text: "I speak up gently the moment something crosses my line, before it has time to build.",
      guidance: "Practise one calm phrase: 'That doesn't work for me. Here's what does.'",
    },
    {
      day: 27,
      text: "I check in with my own wishes before I look at anyone else's calendar.",
      guidance: "Before agreeing to a date, write down what you want that day to hold.",
    },
    {
      day: 28,
      text: "I mute work and group chats at a set hour and trust that they can wait until morning.",
      guidance: "Schedule a do-not-disturb window that starts at the same time each evening.",
    },
    {
      day: 29,
      text: "I give a relationship more space when it keeps leaving me drained.",
      guidance: "Think of one contact who tires you, and choose a gentler pace for replies.",
    },
    {
      day: 30,
      text: "I thank myself each time I hold a limit, even when my voice wobbles.",
      guidance: "Write 'I held it' and the date on a card each time this week.",
    },
    {
      day: 31,
      text: "I look back at the limits I kept this month and pick the one I want to carry forward.",
      guidance: "Circle your favourite limit from May and copy it onto a fresh page for June.",
    },
  ],
};
