import type { Month } from "../schema";

export const september: Month = {
  id: "september",
  label: "September",
  openingTitle: "A Pace You Can Keep",
  openingBody:
    "Some months arrive like a starting gun. New schedules, new lists, and the pull to catch up on everything you set aside. This month, you get to try something else. Rhythm over rush means small, steady patterns you can keep on a tired Tuesday, not just on a good day. A set time to close the screen. A slow first cup. A few breaths in the car before you go in. You are not building a perfect routine. You are finding a pace that fits the life you actually have, and letting that pace carry you.",
  theme: "Rhythm Over Rush",
  daysInMonth: 30,
  days: [
    {
      day: 1,
      text: "I choose a small daily anchor for this month and let it be enough.",
      guidance:
        "Pick an anchor: a morning glass of water, a short stretch, or five quiet minutes. Write it down.",
    },
    {
      day: 2,
      text: "I leave five minutes early when I have somewhere to be, so I can arrive without racing.",
      guidance: "Set your leaving alarm five minutes sooner for your next trip out.",
    },
    {
      day: 3,
      text: "I give myself ten slow minutes when I get home before any chores or messages begin.",
      guidance:
        "When you get in today, put your bag down and give yourself ten minutes before the first chore.",
    },
    {
      day: 4,
      text: "I slow my steps to the pace of my breath when I catch myself hurrying from room to room.",
      guidance: "Each time you pass through a doorway today, take one slow breath before you go on.",
    },
    {
      day: 5,
      text: "I plan my week with one lighter day in the middle, so I am not running flat out from start to finish.",
      guidance: "Pick a day this week, like Wednesday, and keep its list half as long as the others.",
    },
    {
      day: 6,
      text: "I eat at roughly the same times this week, so hunger does not have to shout to be heard.",
      guidance: "Jot three rough mealtimes for tomorrow and set a gentle reminder for lunch.",
    },
    {
      day: 7,
      text: "I give each task a real amount of time instead of squeezing it into the gaps.",
      guidance: "Look at tomorrow's list and add 15 minutes to the task you always underestimate.",
    },
    {
      day: 8,
      text: "I protect the same quiet hour each day with my phone on do not disturb, so my focus has a rhythm too.",
      guidance: "Choose a daily hour and set a repeating do-not-disturb for it on your phone.",
    },
    {
      day: 9,
      text: "I wind down my evenings in the same gentle order so my body knows what comes next.",
      guidance:
        "Choose three steps for tonight, like dimming the lights, washing your face and reading a page, and do them in that order.",
    },
    {
      day: 10,
      text: "I check in with my energy at midday and shape the afternoon to match it.",
      guidance: "Set a 12:30 reminder that asks “Full, half or low?” and plan the afternoon from the answer.",
    },
    {
      day: 11,
      text: "I start a “not this month” list for good ideas that do not fit my pace right now.",
      guidance: "Put an idea on it today that you have been trying to squeeze in.",
    },
    {
      day: 12,
      text: "I hold my own steady pace in busy moments, even when the people around me are sprinting.",
      guidance: "Notice one moment today when you speed up for someone else. Slow back down on purpose.",
    },
    {
      day: 13,
      text: "I drink a glass of water at each turning point of my day, from waking to bedtime.",
      guidance: "Place one glass by the sink, one by your usual chair and one by your bed.",
    },
    {
      day: 14,
      text: "I do a ten-minute tidy each evening instead of saving it all for one tiring weekend push.",
      guidance: "Set a ten-minute timer after dinner, tidy what you can, and stop when it rings.",
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
      text: "I take a short break every 90 minutes to stretch or look away from the screen.",
      guidance: "Set a repeating 90-minute timer today labeled “look up”.",
    },
    {
      day: 18,
      text: "I start my week with one easy task instead of the hardest one, and let the pace build gently.",
      guidance: "On the night before your week begins, choose a gentle first task and write it at the top.",
    },
    {
      day: 19,
      text: "I make my mornings simpler by deciding the small things the night before.",
      guidance: "Tonight, set out what you will wear and what you will have for breakfast.",
    },
    {
      day: 20,
      text: "I set a regular time each week to call or see someone I love, so connection is part of my rhythm.",
      guidance: "Suggest a standing time to one friend, like a Thursday call or a Sunday walk.",
    },
    {
      day: 21,
      text: "I name something I finished today before I look at what is still undone.",
      guidance: "Say it aloud at dinner or on the walk home, in one short sentence.",
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
      text: "I allow some days to run slower than others and trust the shape of my whole week.",
      guidance: "If today is a slow one, move one task to a fuller day later this week.",
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
      text: "I still stop at my usual time on days I feel full of energy, so tomorrow has some left.",
      guidance: "If today feels easy, stop on time anyway, and notice how tomorrow feels.",
    },
    {
      day: 28,
      text: "I mark the change of season with one small ritual, like a new soup or a walk to see what has changed outside.",
      guidance: "Pick a small thing that says “new season” to you and do it this week.",
    },
    {
      day: 29,
      text: "I look back at this month and keep the rhythms that truly fit my real days.",
      guidance: "Name the rhythm from this month that held up on your most tired day, and keep it.",
    },
    {
      day: 30,
      text: "I greet October at its own speed, without a fresh list of things to fix.",
      guidance: "Tonight, write down one thing you will not start in October.",
    },
  ],
};
