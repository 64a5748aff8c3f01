import type { Month } from "../schema";

export const january: Month = {
  id: "january",
  label: "January",
  openingTitle: "Begin by Resting",
  openingBody:
    "Most years start with a list. This one starts with a breath. January asks you to stop before you start: to stand still while the kettle boils, to sit in the car for one more minute before you go in, to leave the 11 pm inbox for the morning. Rest is not a prize for finishing, and it is not fuel for doing more. It is yours on a full day and on an empty one. Each day this month offers one small pause to try. Some will feel easy. Some will feel strange, even a little wrong. That is all right. You are learning a new habit, and you get to learn it slowly.",
  theme: "Permission to Pause",
  daysInMonth: 31,
  days: [
    {
      day: 1,
      text: "I begin today by sitting still for five minutes before I plan a single thing.",
      guidance:
        "Before you open a calendar or a list today, sit for five minutes with a warm drink and nothing to read.",
    },
    {
      day: 2,
      text: "I save the first half hour of my morning for myself before I read a single message.",
      guidance:
        "Leave every message unopened until you have had a glass of water or breakfast, even the urgent-looking ones.",
    },
    {
      day: 3,
      text: "I stand by the kettle while it boils instead of squeezing another task into those minutes.",
      guidance:
        "Next time you make a hot drink, watch the kettle until it clicks off, and let that be the whole job.",
    },
    {
      day: 4,
      text: "I notice when I feel tired and I say so out loud, even if the only one listening is me.",
      guidance: "Three times today, stop and rate how tired you are from one to ten.",
    },
    {
      day: 5,
      text: "I eat a meal today sitting down and away from every screen, tasting what is on my plate.",
      guidance: "Put your phone face down or in a drawer for one whole meal.",
    },
    {
      day: 6,
      text: "I stay in my seat for one quiet minute after the car or the bus stops, before I go in.",
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
      text: "I allow myself ten bored minutes today and do not reach for my phone to end them.",
      guidance: "Sit somewhere ordinary, like a bench or a step, and let the minutes be dull.",
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
      text: "I go to bed 30 minutes earlier tonight and let the unfinished chores sleep too.",
      guidance: "Set a bedtime alarm 30 minutes earlier than usual and follow it once.",
    },
    {
      day: 15,
      text: "I look out of a window for a few minutes and let my eyes rest on something far away.",
      guidance: "Find the farthest point you can see from a window and watch it for two minutes.",
    },
    {
      day: 16,
      text: "I do an ordinary thing slowly on purpose, like rinsing a cup or folding a towel.",
      guidance: "Choose a small chore and do it at half your normal speed.",
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
      text: "I pause partway through my day and ask myself which kind of rest I miss the most.",
      guidance: "Jot down the rest you miss most: sleep, quiet, company, nature, play, or one of your own.",
    },
    {
      day: 20,
      text: "I choose rest that restores me, like music or stillness, over rest that only numbs me, like endless scrolling.",
      guidance: "Swap ten minutes of scrolling for ten minutes of music, a book or lying still.",
    },
    {
      day: 21,
      text: "I listen to a song from start to finish with my eyes closed and do nothing else.",
      guidance: "Pick a song you love and play it when you have nothing else to do.",
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
      text: "I take my shoes off when I get home and let that be the sign that the day is done.",
      guidance: "Tonight, slip your shoes off at the door and leave the day's talk outside with them.",
    },
    {
      day: 26,
      text: "I leave a small gap between one task and the next, even if it is only the time it takes to stand up.",
      guidance: "Each time you finish something today, stand up or look up before you start the next thing.",
    },
    {
      day: 27,
      text: "I finish a hot drink while it is still hot, for once, before I answer anyone.",
      guidance: "Make a hot drink today and let everything else wait until the cup is empty.",
    },
    {
      day: 28,
      text: "I put rest on my to-do list as a real item, not a reward for finishing everything else.",
      guidance: "Add “rested” to today's list and check it off once you have.",
    },
    {
      day: 29,
      text: "I tell someone I trust that I am learning to rest, so the change has a witness.",
      guidance: "Send a friend a short text: “I'm trying to rest more these days.”",
    },
    {
      day: 30,
      text: "I look back at this month, pick the pause that felt best and decide to keep it.",
      guidance: "Look back over January and name the one pause you want to keep.",
    },
    {
      day: 31,
      text: "I let rest be the floor I stand on, not a finish line I chase.",
      guidance: "Tonight, sit or lie somewhere that takes your whole weight, and stay there for two minutes.",
    },
  ],
};
