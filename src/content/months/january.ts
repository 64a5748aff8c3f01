import type { Month } from "../schema";

export const january: Month = {
  id: "january",
  label: "January",
  openingTitle: "Begin by Resting",
  openingBody:
    "Most years start with a list. This one starts with a breath. January asks you to stop before you start: to stand still while the kettle boils, to sit in the car for one more minute before you go in, to leave the 11 pm inbox for the morning. Rest is not the prize you get once the work is done. It is the ground the work stands on. Each day this month offers one small pause to try. Some will feel easy. Some will feel strange, even a little wrong. That is all right. You are learning a new habit, and you get to learn it slowly.",
  theme: "Permission to Pause",
  daysInMonth: 31,
  days: [
    {
      day: 1,
      text: "I begin this year by sitting still for five minutes before I plan a single thing.",
      guidance:
        "Before you open a calendar or a list today, sit for five minutes with a warm drink or a window.",
    },
    {
      day: 2,
      text: "I keep the first half hour of my morning for myself before I read any messages.",
      guidance: "Leave your phone in another room until you have had a glass of water or breakfast.",
    },
    {
      day: 3,
      text: "I stand by the kettle while it boils instead of squeezing another task into those minutes.",
      guidance: "Next time you make a hot drink, watch the kettle and take three slow breaths.",
    },
    {
      day: 4,
      text: "I notice when I feel tired and I say so out loud, even if the only one listening is me.",
      guidance: "Three times today, stop and rate how tired you are from one to ten.",
    },
    {
      day: 5,
      text: "I eat one meal today sitting down, away from every screen, and I taste what is on my plate.",
      guidance: "Put your phone face down or in a drawer for one whole meal.",
    },
    {
      day: 6,
      text: "I give myself one quiet minute in the car, on the bus or at the door before I go in.",
      guidance: "Before you enter your next building, pause for one minute and feel your feet or your seat.",
    },
    {
      day: 7,
      text: "I end my day at a time I choose and let the rest wait until tomorrow.",
      guidance: "Pick a stop time for tonight and set a phone alarm labeled “done for today”.",
    },
    {
      day: 8,
      text: "I put tomorrow's leftovers on a sticky note and trust them to keep until morning.",
      guidance: "Before bed, jot tomorrow's leftovers on a sticky note and leave it by the door.",
    },
    {
      day: 9,
      text: "I lie down or sit back for ten minutes this afternoon without earning it first.",
      guidance: "Set a 3 pm alarm called “ten soft minutes” and rest in whatever way suits you.",
    },
    {
      day: 10,
      text: "I switch off one notification that keeps pulling me out of my quiet moments.",
      guidance: "Open your phone settings and silence one app's alerts for the rest of the month.",
    },
    {
      day: 11,
      text: "I keep one evening this week completely empty and guard it like a plan I promised to someone else.",
      guidance: "Write “nothing” across one evening in your calendar this week, in pen if you have one.",
    },
    {
      day: 12,
      text: "I take a break at the first yawn or heavy feeling instead of waiting until I am running on empty.",
      guidance: "Today, take a five-minute pause at the first sign of tiredness, not the last.",
    },
    {
      day: 13,
      text: "I drop my shoulders and unclench my jaw each time I wait in a queue or at a red light.",
      guidance: "Put a small sticker on your phone case as a reminder to unclench your jaw.",
    },
    {
      day: 14,
      text: "I go to bed thirty minutes earlier tonight and let the unfinished chores sleep too.",
      guidance: "Set a bedtime alarm thirty minutes earlier than usual and follow it once.",
    },
    {
      day: 15,
      text: "I look out of a window for a few minutes and let my eyes rest on something far away.",
      guidance: "Find the farthest point you can see from a window and watch it for two minutes.",
    },
    {
      day: 16,
      text: "I do one ordinary thing slowly on purpose, like rinsing a cup or folding a towel.",
      guidance: "Choose one small chore and do it at half your normal speed.",
    },
    {
      day: 17,
      text: "I leave the unread inbox unread tonight and give my evening back to myself.",
      guidance: "Sign out of email on your phone after 8 pm tonight.",
    },
    {
      day: 18,
      text: "I write rest into my schedule with a time beside it, just as I write errands and appointments.",
      guidance: "Add two short rest breaks to today's plan, each with its own start time.",
    },
    {
      day: 19,
      text: "I stop halfway through the month and ask myself which kind of rest I miss the most.",
      guidance: "Write down the rest you miss most: sleep, quiet, company, nature, play, or one of your own.",
    },
    {
      day: 20,
      text: "I choose rest that restores me, like music or stillness, over rest that only numbs me, like endless scrolling.",
      guidance: "Swap ten minutes of scrolling for ten minutes of music, a book or lying still.",
    },
    {
      day: 21,
      text: "I listen to one song from start to finish with my eyes closed and do nothing else.",
      guidance: "Pick one song you love and play it when you have nothing else to do.",
    },
    {
      day: 22,
      text: "I let my day off stay a day off, even when part of me wants to catch up.",
      guidance: "On your next free day, put a note by the bed that says “no catching up”.",
    },
    {
      day: 23,
      text: "I breathe out longer than I breathe in, four times over, whenever the day speeds up.",
      guidance: "At noon, breathe in for a count of four and out for a count of six, four times.",
    },
    {
      day: 24,
      text: "I rest without explaining or apologizing to anyone, including myself.",
      guidance: "If you start to say sorry for resting today, let the sentence stop there.",
    },
    {
      day: 25,
      text: "I make one corner of my home a resting place with a cushion, a blanket or a lamp.",
      guidance: "Choose one chair or corner and add one soft thing that makes it yours.",
    },
    {
      day: 26,
      text: "I put my phone to charge in another room an hour before sleep and let the messages wait.",
      guidance: "Move your charger out of your bedroom tonight, or at least across the room.",
    },
    {
      day: 27,
      text: "I carry my tea to a window or a doorstep and drink it before it goes cold.",
      guidance: "Make one hot drink today and finish it while it is still warm.",
    },
    {
      day: 28,
      text: "I put rest on my to-do list as a real item, not a reward for finishing everything else.",
      guidance: "Add “rested” to today's list and check it off once you have.",
    },
    {
      day: 29,
      text: "I tell one person I trust that I am learning to rest, so the change has a witness.",
      guidance: "Send one friend a short text: “I'm trying to rest more this year.”",
    },
    {
      day: 30,
      text: "I look back at this month, pick the pause that felt best and decide to keep it.",
      guidance: "Look back over January and name the one pause you want to keep.",
    },
    {
      day: 31,
      text: "I carry rest into February as the floor I stand on, not a finish line I chase.",
      guidance: "On a card, write one sentence about what rest means to you now, and keep it by your bed.",
    },
  ],
};
