import type { Month } from "../schema";

export const september: Month = {
  id: "september",
  label: "September",
  openingTitle: "A Pace You Can Keep",
  openingBody:
    "September often arrives like a starting gun. New schedules, new lists, and the pull to catch up on everything summer left undone. This month, you get to try something else. Rhythm over rush means small, steady patterns you can keep on a tired Tuesday, not just on a good day. A set time to close the screen. A slow first cup. A few breaths in the car before you go in. You are not building a perfect routine. You are finding a pace that fits the life you actually have, and letting that pace carry you.",
  theme: "Rhythm Over Rush",
  daysInMonth: 30,
  days: [
    {
      day: 1,
      text: "I choose one small daily anchor for this month and let it be enough.",
      guidance:
        "Pick one anchor: a morning glass of water, a short stretch, or five quiet minutes. Write it down.",
    },
    {
      day: 2,
      text: "I start my morning with one slow thing before I reach for my phone.",
      guidance:
        "Charge your phone in another room tonight and notice the first ten minutes of tomorrow without it.",
    },
    {
      day: 3,
      text: "I set a finishing time for the day's tasks and keep it like a promise to a friend.",
      guidance: "Set an alarm labelled 'done for today' and stop when it rings.",
    },
    {
      day: 4,
      text: "I slow my steps to the pace of my breath when I catch myself hurrying from room to room.",
      guidance: "Each time you pass through a doorway today, take one slow breath before you go on.",
    },
    {
      day: 5,
      text: "I build my week around rest first, then fit the tasks in around it.",
      guidance: "Block two rest windows in your calendar before you add anything else this week.",
    },
    {
      day: 6,
      text: "I eat at least one meal today sitting down, with nothing else in my hands.",
      guidance: "Put your phone face down during one meal and really taste the first three bites.",
    },
    {
      day: 7,
      text: "I give each task a real amount of time instead of squeezing it into the gaps.",
      guidance: "Look at tomorrow's list and add fifteen minutes to the task you always underestimate.",
    },
    {
      day: 8,
      text: "I pause in the car or at the door for three breaths before I go inside.",
      guidance: "Before you enter anywhere today, stop for three breaths with your hand on the handle.",
    },
    {
      day: 9,
      text: "I wind down my evenings in the same gentle order so my body knows what comes next.",
      guidance: "Choose three steps for tonight, like kettle, lamp, page, and do them in that order.",
    },
    {
      day: 10,
      text: "I check in with my energy at midday and shape the afternoon to match it.",
      guidance: "Set a 12:30 reminder that asks 'Full, half or low?' and plan the afternoon from the answer.",
    },
    {
      day: 11,
      text: "I say 'let me check and get back to you' before I add anything new to my week.",
      guidance: "Practise the phrase once out loud, so it is ready when the next request comes.",
    },
    {
      day: 12,
      text: "I keep my own steady pace in busy moments, even when the people around me are sprinting.",
      guidance: "Notice one moment today when you speed up for someone else. Slow back down on purpose.",
    },
    {
      day: 13,
      text: "I drink a glass of water at each turning point of my day: waking, midday and evening.",
      guidance: "Place one glass by the kettle, one by your usual chair and one by your bed.",
    },
    {
      day: 14,
      text: "I leave white space in my calendar and guard it as firmly as any appointment.",
      guidance: "Find one empty hour this week and write 'unscheduled' across it.",
    },
    {
      day: 15,
      text: "I go to bed at a steady time most nights, because sleep is part of my rhythm too.",
      guidance: "Choose a lights-out time for this week and set a gentle reminder an hour before it.",
    },
    {
      day: 16,
      text: "I break one big job into three small steps and do only the first one today.",
      guidance: "Pick the task you keep avoiding. Write three steps. Do step one, then stop.",
    },
    {
      day: 17,
      text: "I take a short break every ninety minutes to stretch, sit by a window or look away from the screen.",
      guidance: "Set a repeating 90-minute timer today labelled 'look up'.",
    },
    {
      day: 18,
      text: "I notice when I am rushing just to feel busy, and I slow down on purpose.",
      guidance: "When you catch yourself hurrying today, rest both feet flat on the floor for a moment.",
    },
    {
      day: 19,
      text: "I keep my mornings simple by deciding the small things the night before.",
      guidance: "Tonight, set out what you will wear and what you will have for breakfast.",
    },
    {
      day: 20,
      text: "I treat my free days as time to refill, not as another list to clear.",
      guidance: "Move one non-urgent chore off your free-day list and leave it for next week.",
    },
    {
      day: 21,
      text: "I end each day by naming one thing I finished and leaving the rest for tomorrow.",
      guidance: "Before bed, write one finished thing on a sticky note. Keep the unfinished list closed.",
    },
    {
      day: 22,
      text: "I repeat the small rituals that steady me, even on days when they seem too small to matter.",
      guidance: "Do your month's anchor today, even if it takes only one minute.",
    },
    {
      day: 23,
      text: "I answer messages in two set windows instead of all day long.",
      guidance: "Choose two times today for messages, like 11 am and 4 pm. Let the rest wait.",
    },
    {
      day: 24,
      text: "I let some days run slower than others and trust the shape of my whole week.",
      guidance: "Mark today as a slow, medium or full day on your calendar, and plan it gently.",
    },
    {
      day: 25,
      text: "I return to my routine after a messy day without deciding it means I have failed.",
      guidance: "If yesterday went sideways, pick one small habit and simply do it again today.",
    },
    {
      day: 26,
      text: "I plan my week on one quiet evening, with a warm drink and no hurry.",
      guidance: "Choose a night this week for a ten-minute plan with tea, coffee or warm water.",
    },
    {
      day: 27,
      text: "I match my tasks to my energy and save the hardest work for my clearest hours.",
      guidance: "Notice your clearest hour today. Tomorrow, put one important task there.",
    },
    {
      day: 28,
      text: "I step outside or open a window once a day to feel the season turning.",
      guidance: "Open a window or stand at the door for two minutes and notice the air.",
    },
    {
      day: 29,
      text: "I look back at this month and keep the rhythms that truly fit my real days.",
      guidance: "List three small habits that held up this month. Circle the one you want to keep.",
    },
    {
      day: 30,
      text: "I carry one steady rhythm into next month and trust it to hold me on hard days.",
      guidance: "Write your anchor habit on a card and put it where you will see it tomorrow.",
    },
  ],
};
