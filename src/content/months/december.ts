import type { Month } from "../schema";

export const december: Month = {
  id: "december",
  label: "December",
  openingTitle: "On Your Own Terms",
  openingBody:
    "December can fill up fast with plans, lists and other people's ideas of how this season is meant to look. This month, you get to hold your year in your own hands. Look back at what you carried, what you set down and what you learned about your own needs. Then choose what comes next on your own terms. That might mean a quiet day, a full table, a long nap or an hour outside in the open air. Grace is not about getting it all right. It is about meeting yourself with kindness and making choices that feel like yours.",
  theme: "Sovereign Grace",
  daysInMonth: 31,
  days: [
    {
      day: 1,
      text: "I look back over my year and name three moments I am proud of, however small.",
      guidance: "Flip through your calendar or photos and pick three moments to write down.",
    },
    {
      day: 2,
      text: "I decide how I want this month to feel before I say yes to any plans.",
      guidance: "Pick three words for how you want December to feel. Keep them by your calendar.",
    },
    {
      day: 3,
      text: "I choose which of this season's traditions I keep this year and which I let go.",
      guidance: "List the things you usually do this time of year. Mark each keep, change or skip.",
    },
    {
      day: 4,
      text: "I gather the lessons of this year into a short list I can carry forward.",
      guidance: "List five lessons from this year, each in one short sentence.",
    },
    {
      day: 5,
      text: "I hand a part of this season's planning to someone else and let it be done their way.",
      guidance: "Ask, “Would you take care of this one?” and leave the details to them.",
    },
    {
      day: 6,
      text: "I spend my time and energy this month on what matters to me, not on what is expected.",
      guidance: "Look at this week's plans and ask of each one: “Is this mine, or just expected?”",
    },
    {
      day: 7,
      text: "I write an honest sentence about the hardest part of this year and then close the page.",
      guidance: "Write it, fold the page, and put it somewhere safe.",
      care: true,
    },
    {
      day: 8,
      text: "I make room for one tradition of my own this season, even if no one else joins in.",
      guidance:
        "Name it, like a December walk, a film night or a soup you make every year, and put it in your calendar.",
    },
    {
      day: 9,
      text: "I choose a word to guide my next year and take my time picking it.",
      guidance: "Write a few words that pull at you. Leave them overnight and choose tomorrow.",
    },
    {
      day: 10,
      text: "I notice who I have become this year and introduce myself to her kindly.",
      guidance: "Write three lines that start “This year I became someone who…”",
    },
    {
      day: 11,
      text: "I give myself a gift of time this week, like a nap or an hour with a book.",
      guidance: "Decide now which day it will be, and tell anyone who needs to know.",
    },
    {
      day: 12,
      text: "I decline an invitation that does not fit my energy, and I do it with kindness.",
      guidance: "Send a kind no today: “Thank you for thinking of me. I will sit this one out.”",
    },
    {
      day: 13,
      text: "I decide for myself what counts as enough this season: enough cooking, enough cards, enough visits.",
      guidance: "Pick a seasonal task and write down what “enough” looks like for it this year.",
    },
    {
      day: 14,
      text: "I set an energy budget for this season and spend it where I choose.",
      guidance:
        "Give each of this month's big events a rough energy cost from one to five, and keep the total kind.",
    },
    {
      day: 15,
      text: "I light a candle or a lamp in the evening and let the day close slowly and softly.",
      guidance: "Tonight, turn off the overhead light and use one small lamp or candle.",
    },
    {
      day: 16,
      text: "I say what I would like when plans are made together, even something as small as when to leave.",
      guidance: "Next time a group decides something, say your choice first, in one short sentence.",
    },
    {
      day: 17,
      text: "I choose my own way to give this season, like time or a handwritten note, not only what is expected.",
      guidance: "Think of one person and write down a gift of time or words you could give them.",
    },
    {
      day: 18,
      text: "I speak to myself gently when this season stirs up old feelings, and I take a break when I need one.",
      guidance: "Choose a place you can step away to today, even for five minutes.",
    },
    {
      day: 19,
      text: "I name what I truly want for next year, apart from what anyone else wants for me.",
      guidance: "Write two lists: what others hope for you, and what you hope for yourself.",
    },
    {
      day: 20,
      text: "I ask myself first before I go looking for anyone else's opinion.",
      guidance: "Before asking for advice today, write what you already think the answer is.",
    },
    {
      day: 21,
      text: "I give this year a title, as if it were a chapter in my own book, and let it be honest.",
      guidance: "Try a few titles on paper and keep the one that makes you nod.",
    },
    {
      day: 22,
      text: "I stand by my own choices today, even if someone close to me would choose differently.",
      guidance: "Notice a choice you are second-guessing. Say, “This is mine to make.”",
    },
    {
      day: 23,
      text: "I meet the mess of this season with patience and leave some of it unfixed.",
      guidance: "When something goes wrong today, pause and name one thing that is still okay.",
    },
    {
      day: 24,
      text: "I make space for quiet today, whatever this date means or does not mean to me.",
      guidance: "Take 15 minutes of quiet today, in a room of your own or outside.",
    },
    {
      day: 25,
      text: "I spend today in a way that feels right to me, whatever shape it takes.",
      guidance: "Choose something that will make today feel like yours, and do it.",
    },
    {
      day: 26,
      text: "I rest after a busy stretch without needing to justify it to anyone.",
      guidance: "Give yourself a slow morning in bed, an early night or an unplanned afternoon.",
    },
    {
      day: 27,
      text: "I scan my calendar from this year and notice which weeks felt most like mine.",
      guidance: "Mark two or three weeks that felt like yours, and write what they had in common.",
    },
    {
      day: 28,
      text: "I dream about next year in small, real steps rather than grand resolutions.",
      guidance: "Pick a small thing to try in the first week of January.",
    },
    {
      day: 29,
      text: "I let myself start the new year slowly, with no big plan for the first morning.",
      guidance: "Choose a gentle thing for January 1, like a long breakfast, a walk or more sleep.",
    },
    {
      day: 30,
      text: "I choose how I will end this year and plan it on my own terms.",
      guidance:
        "Decide how you want to spend the last evening of the year: with others, alone or asleep early.",
    },
    {
      day: 31,
      text: "I close this year by writing a line to the person I am tonight and open the next one at my own pace.",
      guidance: "Before sleep, write that line, then leave the first page of next year blank.",
    },
  ],
};
