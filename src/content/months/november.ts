import type { Month } from "../schema";

export const november: Month = {
  id: "november",
  label: "November",
  openingTitle: "Roots in Real Ground",
  openingBody:
    "Gratitude is not a cover story. You do not have to pretend the hard things are fine to notice what is holding you up. This month, you practice a grounded kind of thanks: the warm mug in your hands, the friend who texted back, the quiet ten minutes before the day starts, the part of you that kept going. You can be tired and thankful in the same breath. You can miss something and still see what is here. Let these small, honest noticings become roots. They will not change everything at once. They give you somewhere steady to stand.",
  theme: "Grateful Ground",
  daysInMonth: 30,
  days: [
    {
      day: 1,
      text: "I name three ordinary things that held me up today, even if the day was hard.",
      guidance: "Before bed, write three small supports from today, like a warm drink or a kind word.",
    },
    {
      day: 2,
      text: "I hold gratitude and frustration side by side without forcing one to win.",
      guidance: "Write a line that starts “I am grateful for…” and one that starts “And it is hard that…”",
    },
    {
      day: 3,
      text: "I spot something I have now that I once hoped for, and I stay with that for a moment.",
      guidance: "Look around you and find one thing, big or small, that a younger you wished for.",
    },
    {
      day: 4,
      text: "I send a thank-you to someone from my past who shaped me, like a teacher or an old neighbor.",
      guidance: "Text, email or write a note to one person: “I still think about when you…”",
    },
    {
      day: 5,
      text: "I count the small comforts in my space, like a soft blanket or a good lamp.",
      guidance: "Choose a comfort where you live and spend a full minute with it.",
    },
    {
      day: 6,
      text: "I start a gratitude page that is allowed to be honest and messy.",
      guidance: "Start a page titled “Honest Thanks”. One line is enough today.",
    },
    {
      day: 7,
      text: "I plant my feet on the floor and name what is steady right now.",
      guidance: "Sit or stand with your feet down and name three things in the room that are not moving.",
    },
    {
      day: 8,
      text: "I thank the past version of me who made a hard choice that still protects me today.",
      guidance: "Write a decision you made that still helps you. Add “thank you” at the end.",
    },
    {
      day: 9,
      text: "I use one free, shared good thing, like a library or a park bench, and say a quiet thanks for it.",
      guidance: "Visit, borrow from or simply sit in one shared space this week.",
    },
    {
      day: 10,
      text: "I pass on one kindness I was shown this week, like a held door or a kind word.",
      guidance:
        "Think of one kind thing someone did for you lately, and do a small version for someone else today.",
    },
    {
      day: 11,
      text: "I thank someone whose work I rarely notice, like the bus driver or a cleaner, by name if I can.",
      guidance: "Look for a name badge or simply ask, and say one specific thank-you to them.",
    },
    {
      day: 12,
      text: "I notice who showed up for me this week and write their names down.",
      guidance: "List anyone who made your week easier, including people whose names you do not know.",
    },
    {
      day: 13,
      text: "I catch one thing that simply worked today, like hot water or a bus on time, and let it count.",
      guidance: "Tonight, write down one thing that went right without any help from you.",
    },
    {
      day: 14,
      text: "I send a friend a book or a show that kept me company this year, with a line about why.",
      guidance: "Think of what got you through the hard evenings this year, and pick one thing to pass on.",
    },
    {
      day: 15,
      text: "I look at my own hands for a moment and name one thing they carried for me this week.",
      guidance: "Think of one task your hands did this week, and say a quiet thank-you to them.",
    },
    {
      day: 16,
      text: "I eat a simple meal with thanks for every pair of hands that brought it to me.",
      guidance: "Before you eat, think of one person who grew, carried or made part of your meal.",
    },
    {
      day: 17,
      text: "I let gratitude slow me down rather than turning it into one more task to complete.",
      guidance: "Skip the list today. Just pause once and notice one good thing as it happens.",
    },
    {
      day: 18,
      text: "I remember a time this year when resting made a difference, and I thank myself for allowing it.",
      guidance: "Jot down a rest that mattered this year and what it gave you.",
    },
    {
      day: 19,
      text: "I tell someone I care about one thing I appreciate about them while we are together.",
      guidance: "Make it specific, like the way they listen or how they make you laugh.",
    },
    {
      day: 20,
      text: "I put a small object that reminds me of a good moment where I can see it.",
      guidance: "Place a stone, leaf, ticket or photo on your desk, sill or bedside table.",
    },
    {
      day: 21,
      text: "I ask someone close to me what they are thankful for this week, and listen to the whole answer.",
      guidance: "At a meal, on a call or in a message, ask one person for their small good thing.",
    },
    {
      day: 22,
      text: "I remember one way I made someone's day easier this week, without shrinking it.",
      guidance: "Before bed, write one small way you helped or cheered someone this week.",
    },
    {
      day: 23,
      text: "I write down a skill I have grown this year and give myself real credit for it.",
      guidance: "Finish the line: “A year ago I could not… and now I can…”",
    },
    {
      day: 24,
      text: "I shape this week's plans to be as full or as quiet as I need.",
      guidance: "Check your plans for the coming days. Remove or add one thing so they fit you.",
    },
    {
      day: 25,
      text: "I thank my home, however small or imperfect, for giving me a place to land.",
      guidance: "Tidy a corner for five minutes as a thank-you to your space.",
    },
    {
      day: 26,
      text: "I take care of one thing that takes care of me, like mending a sweater or watering a plant.",
      guidance: "Choose a well-used thing and give it five minutes of care today.",
    },
    {
      day: 27,
      text: "I share a good memory with someone I trust and let us remember it together.",
      guidance: "Start with “Do you remember when…” and let them add their part.",
    },
    {
      day: 28,
      text: "I name a hard thing I got through this year and let it stay hard, with no lesson attached.",
      guidance:
        "Write the hard thing in one line. Beside it, write one person or thing that helped you through.",
    },
    {
      day: 29,
      text: "I hold my gratitude quietly, a note in my pocket rather than a performance.",
      guidance: "Write a thank-you on a scrap of paper and carry it with you all day.",
    },
    {
      day: 30,
      text: "I read back over this month's thanks and notice how much of my ground is made of small things.",
      guidance: "Circle the thank-you that steadies you most and copy it onto a card for December.",
    },
  ],
};
