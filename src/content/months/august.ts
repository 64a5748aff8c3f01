import type { Month } from "../schema";

export const august: Month = {
  id: "august",
  label: "August",
  openingTitle: "More Than the List",
  openingBody:
    "Somewhere along the way, you may have started measuring your worth by what you get done. A good day meant a crossed-off list. A slow day meant you were behind. Being needed felt like being valued. This month is a gentle untangling. Your worth was here before the first task, and it stays after the last one. It does not live in the calendar with no white space, and it does not rise or fall with the thank-yous you get. In August, practice being a person, not a machine that produces. You matter on the quiet days too.",
  theme: "Worth Beyond Output",
  daysInMonth: 31,
  days: [
    {
      day: 1,
      text: "I write down the times someone enjoyed my company when I was not helping at all.",
      guidance: "Start the list tonight with one memory of simply being together.",
    },
    {
      day: 2,
      text: "I use something I have been saving for a special day, because an ordinary day with me in it counts.",
      guidance: "Pick a saved thing, like good soap, a nice mug or a candle, and use it today.",
    },
    {
      day: 3,
      text: "I move a task to tomorrow on purpose and close the day with it still undone.",
      guidance: "Choose the task at lunchtime and cross it over to tomorrow's page.",
    },
    {
      day: 4,
      text: "I describe myself today without leading with my job or how busy I am.",
      guidance: "Think of three words about who you are, not what you do.",
    },
    {
      day: 5,
      text: "I notice when I am chasing praise, and I offer myself the approval I was waiting for.",
      guidance: "When you want a thank-you today, quietly tell yourself “I see you”.",
    },
    {
      day: 6,
      text: "I spend an hour doing nothing useful and count that hour as part of a good day.",
      guidance: "Schedule one “useless hour” this week for something you simply like.",
    },
    {
      day: 7,
      text: "I put my phone down when I rest and stop checking whether anyone needs me.",
      guidance: "Rest for 20 minutes today with your phone out of sight.",
    },
    {
      day: 8,
      text: "I say “I don't know” or “I can't right now” without feeling smaller for it.",
      guidance: "Use one of these honest phrases today and notice that you are still fine.",
    },
    {
      day: 9,
      text: "I picture someone I love sitting still, notice I value them no less, and offer myself the same.",
      guidance: "Write a line: would you love them less on a slow day?",
    },
    {
      day: 10,
      text: "I say no to one request without offering a trade or a favor to make up for it.",
      guidance: "Say a plain no this week with nothing added to balance it out.",
    },
    {
      day: 11,
      text: "I speak to myself kindly on a day when I have nothing to show for it.",
      guidance: "At bedtime, say one kind sentence to yourself, whatever the day held.",
    },
    {
      day: 12,
      text: "I rest when I am tired, even if people around me are still working, and trust I am not letting anyone down.",
      guidance: "Take a ten-minute break today while others are busy, and stay put when guilt nudges you.",
    },
    {
      day: 13,
      text: "I answer “what have you been up to?” with “resting” when that is the honest truth.",
      guidance: "Next time someone asks, try “I've been resting” and leave it there.",
    },
    {
      day: 14,
      text: "I let today be an ordinary day and do not dress it up as more than it is.",
      guidance: "Spend a plain moment today, like waiting for the bus, without your phone or a plan for it.",
    },
    {
      day: 15,
      text: "I leave my hand down when a group needs a volunteer, unless I truly want the job.",
      guidance: "Next time someone asks for volunteers, wait ten seconds before offering.",
    },
    {
      day: 16,
      text: "I share an idea or opinion without needing it to be useful or approved.",
      guidance: "Share a thought today that you would normally keep to yourself.",
    },
    {
      day: 17,
      text: "I stop keeping score of who did more today, at home or at work, and put the tally down.",
      guidance:
        "When you catch yourself counting who did what, say “not keeping score” and turn to something else.",
    },
    {
      day: 18,
      text: "I stop putting “just” in front of who I am or what I do, and let the sentence stand full size.",
      guidance:
        "Listen for “just” when you describe yourself today, like “just helping out”, and say it again without it.",
    },
    {
      day: 19,
      text: "I leave the dishes for an hour while I do something that fills me up.",
      guidance:
        "After a meal, leave the dishes where they are, set a timer for an hour and spend it on something you like.",
    },
    {
      day: 20,
      text: "I cross off a task that only exists to prove my worth, and keep the ones that matter to me.",
      guidance: "Look at your list and strike one task that is only there for approval.",
    },
    {
      day: 21,
      text: "I list what I love about my life that has nothing to do with success.",
      guidance: "Name five small loves, like a mug, a view, a smell or a voice.",
    },
    {
      day: 22,
      text: "I show up to a gathering as myself and trust that my company is enough to bring.",
      guidance: "At your next get-together, arrive without offering to bring or fix anything.",
    },
    {
      day: 23,
      text: "I eat a proper lunch on a slow day too, because a meal is not something I have to earn.",
      guidance:
        "Make yourself a real lunch today, even if the morning felt empty, and eat it somewhere comfortable.",
    },
    {
      day: 24,
      text: "I bring up something I love when I catch up with a friend, instead of my to-do list.",
      guidance: "Before your next catch-up, think of one thing you have enjoyed lately and lead with it.",
    },
    {
      day: 25,
      text: "I look at an unfinished project and remind myself it says nothing about my worth.",
      guidance: "Find a half-done project and tell it “not now” instead of “failed”.",
    },
    {
      day: 26,
      text: "I spend time with someone who enjoys me on my slow, quiet days.",
      guidance: "Invite an easygoing friend to sit, sip tea or watch something with you.",
    },
    {
      day: 27,
      text: "I stop checking for replies or likes after I share something and let it stand on its own.",
      guidance: "After you post or send something today, close the app for an hour.",
    },
    {
      day: 28,
      text: "I notice when I rush to rescue someone, and I trust them to find their own way this time.",
      guidance: "When someone shares a problem, ask “Do you want help, or just an ear?”",
    },
    {
      day: 29,
      text: "I let a pause in a conversation stay quiet, without rushing to fill it to seem useful or interesting.",
      guidance: "In your next chat, let one silence sit for a slow breath before anyone speaks.",
    },
    {
      day: 30,
      text: "I treat a slow day as a full day of being alive, not a wasted one.",
      guidance: "At bedtime, name one thing you noticed, tasted or heard today.",
    },
    {
      day: 31,
      text: "I write a sentence about my worth that has nothing to do with what I got done, and I put it where I will see it.",
      guidance: "Copy your sentence onto a card and place it on the fridge, mirror or door.",
    },
  ],
};
