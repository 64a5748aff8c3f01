import type { Month } from "../schema";

export const november: Month = {
  id: "november",
  label: "November",
  openingTitle: "Roots in Real Ground",
  openingBody:
    "Gratitude is not a cover story. You do not have to pretend the hard things are fine to notice what is holding you up. This month, you practise a grounded kind of thanks: the warm mug in your hands, the friend who texted back, the quiet ten minutes before the day starts, the part of you that kept going. You can be tired and thankful in the same breath. You can miss something and still see what is here. Let these small, honest noticings become roots. They will not change everything at once. They give you somewhere steady to stand.",
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
      guidance: "Write one line that starts 'I am grateful for…' and one that starts 'And it is hard that…'",
    },
    {
      day: 3,
      text: "I thank my body for carrying me through today, whatever it could and could not do.",
      guidance: "Before sleep, say one quiet thank-you to your body, out loud or in your head.",
    },
    {
      day: 4,
      text: "I send a short thank-you to someone who helped me, without waiting for a special occasion.",
      guidance: "Text, email or write a note to one person: 'I still think about when you…'",
    },
    {
      day: 5,
      text: "I let the small comforts in my space count, like a soft blanket or a good lamp.",
      guidance: "Choose one comfort where you live and spend a full minute enjoying it.",
    },
    {
      day: 6,
      text: "I keep a gratitude list that is allowed to be honest, messy and short.",
      guidance: "Start a page titled 'Honest Thanks'. One line is enough today.",
    },
    {
      day: 7,
      text: "I plant my feet on the floor and name what is steady right now.",
      guidance: "Sit or stand with your feet down and name three things in the room that are not moving.",
    },
    {
      day: 8,
      text: "I thank the past version of me who made a hard choice that still protects me today.",
      guidance: "Write one decision you made that still helps you. Add 'thank you' at the end.",
    },
    {
      day: 9,
      text: "I savour one warm drink slowly, from the first sip to the last.",
      guidance: "Make a cup of something warm and drink it with no screen in sight.",
    },
    {
      day: 10,
      text: "I receive a compliment with a simple thank-you instead of brushing it off.",
      guidance: "The next time someone praises you, say only 'thank you' and pause.",
    },
    {
      day: 11,
      text: "I name one thing I am not grateful for today, and I let that be true as well.",
      guidance: "Write one hard thing in a single sentence. You do not need to turn it into a lesson.",
    },
    {
      day: 12,
      text: "I notice who showed up for me this week and write their names down.",
      guidance:
        "List anyone who made your week easier, including strangers, like a kind cashier or a patient driver.",
    },
    {
      day: 13,
      text: "I spend five minutes outside or by an open window, noticing the ground and sky that hold me.",
      guidance: "Notice one thing about the sky today: its colour, its light or its weather.",
    },
    {
      day: 14,
      text: "I write a thank-you note to the tired part of me that still showed up this week.",
      guidance: "Start a note with 'Dear tired me, thank you for…' and list two things. Keep it short.",
    },
    {
      day: 15,
      text: "I look for what is still growing in my life, even in a hard season.",
      guidance: "Write one thing that is quietly getting better, however small.",
    },
    {
      day: 16,
      text: "I eat one simple meal with thanks for every pair of hands that brought it to me.",
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
      guidance: "Write down one rest that mattered this year and what it gave you.",
    },
    {
      day: 19,
      text: "I message the friend I keep meaning to call, just to say I am glad they exist.",
      guidance: "Send a two-line message today. It does not need to start a long talk.",
    },
    {
      day: 20,
      text: "I keep a small object that reminds me of a good moment where I can see it.",
      guidance: "Place a stone, leaf, ticket or photo on your desk, sill or bedside table.",
    },
    {
      day: 21,
      text: "I pause to enjoy the moments when I feel warm, fed or rested.",
      guidance: "Three times today, ask yourself: 'What feels okay right now?'",
    },
    {
      day: 22,
      text: "I honour what I miss while still giving thanks for what is here with me now.",
      guidance: "Light a candle or sit quietly for a minute for someone or something you miss.",
    },
    {
      day: 23,
      text: "I write down a skill I have grown this year and give myself real credit for it.",
      guidance: "Finish the line: 'A year ago I could not… and now I can…'",
    },
    {
      day: 24,
      text: "I let this week's plans be as full or as quiet as I need, and I find thanks in either.",
      guidance: "Check your plans for the coming days. Remove or add one thing so they fit you.",
    },
    {
      day: 25,
      text: "I thank my home, however small or imperfect, for giving me a place to land.",
      guidance: "Tidy one corner for five minutes as a thank-you to your space.",
    },
    {
      day: 26,
      text: "I look for one small support inside a hard moment, without pretending the hard part was fine.",
      guidance: "Think of a tough moment this week. Name one thing, however small, that helped you through.",
    },
    {
      day: 27,
      text: "I share a good memory with someone I trust and let us enjoy it together.",
      guidance: "Tell someone a small memory that still makes you smile.",
    },
    {
      day: 28,
      text: "I thank the seasons of my life that taught me what I need.",
      guidance: "Write one hard season you came through and one thing it showed you.",
    },
    {
      day: 29,
      text: "I keep my gratitude quiet and private, a note in my pocket rather than a performance.",
      guidance: "Write one thank-you on a scrap of paper and carry it with you all day.",
    },
    {
      day: 30,
      text: "I stand on what I have gathered this month and let it steady me into December.",
      guidance: "Read back this month's thank-you notes. Circle the one that roots you most.",
    },
  ],
};
