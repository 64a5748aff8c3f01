import type { Month } from "../schema";

export const august: Month = {
  id: "august",
  label: "August",
  openingTitle: "More Than the List",
  openingBody:
    "Somewhere along the way, you may have started measuring your worth by what you get done. A good day meant a crossed-off list. A slow day meant you were behind. Being needed felt like being valued. This month is a gentle untangling. Your worth was here before the first task, and it stays after the last one. It does not live in the calendar with no white space, and it does not rise or fall with the thank-yous you get. In August, practise being a person, not a machine that produces. You matter on the quiet days too.",
  theme: "Worth Beyond Output",
  daysInMonth: 31,
  days: [
    {
      day: 1,
      text: "I write down three things I value about myself that have nothing to do with what I do.",
      guidance: "Use the back of an envelope and prop it up by the kettle.",
    },
    {
      day: 2,
      text: "I end the day by naming one way I was kind, not one thing I finished.",
      guidance: "Tonight, write one kindness you gave or received today.",
    },
    {
      day: 3,
      text: "I move one task to tomorrow on purpose and notice that I am still worthy tonight.",
      guidance: "Choose the task at lunchtime and cross it over to tomorrow's page.",
    },
    {
      day: 4,
      text: "I describe myself today without leading with my job, my roles or my busyness.",
      guidance: "Think of three words about who you are, not what you do.",
    },
    {
      day: 5,
      text: "I notice when I am chasing praise, and I offer myself the approval I was waiting for.",
      guidance: "When you want a thank-you today, quietly tell yourself 'I see you'.",
    },
    {
      day: 6,
      text: "I spend an hour doing nothing useful and count that hour as part of a good day.",
      guidance: "Schedule one 'useless hour' this week for something you simply like.",
    },
    {
      day: 7,
      text: "I let someone else be the helper today and accept their help with thanks.",
      guidance: "Accept one offer of help today, or ask for one small thing.",
    },
    {
      day: 8,
      text: "I say 'I don't know' or 'I can't right now' without feeling smaller for it.",
      guidance: "Use one of these honest phrases today and notice that you are still fine.",
    },
    {
      day: 9,
      text: "I stop counting how many things I did today and notice how I felt instead.",
      guidance: "Swap tonight's to-do review for one line: 'Today I felt…'",
    },
    {
      day: 10,
      text: "I reach out to a friend with nothing to offer but hello, trusting that I am welcome.",
      guidance: "Message a friend just to say you thought of them.",
    },
    {
      day: 11,
      text: "I picture myself as a small child and remember she mattered before she achieved anything.",
      guidance: "Find or imagine a photo of young you, and say one kind thing to her.",
    },
    {
      day: 12,
      text: "I keep part of today free of goals and let that time be complete as it is.",
      guidance: "Block two hours with no task attached and protect them.",
    },
    {
      day: 13,
      text: "I catch myself apologising for a break and replace it with a calm 'I'm taking a break.'",
      guidance: "Catch one 'sorry' today and swap it for a plain statement.",
    },
    {
      day: 14,
      text: "I let myself be ordinary today and find it restful rather than a failure.",
      guidance: "Do one ordinary thing slowly, like folding laundry or making tea.",
    },
    {
      day: 15,
      text: "I keep my hand down when a group needs a volunteer, unless I truly want the job.",
      guidance: "Next time someone asks for volunteers, wait ten seconds before offering.",
    },
    {
      day: 16,
      text: "I share an idea or opinion without needing it to be useful or approved.",
      guidance: "Share one thought today that you would normally keep to yourself.",
    },
    {
      day: 17,
      text: "I tell a friend what I love about who they are, and I let them say the same to me.",
      guidance: "Name one thing you love about someone that is not about what they do.",
    },
    {
      day: 18,
      text: "I catch the thought 'I haven't done enough' and answer it with a kinder, truer sentence.",
      guidance: "Write your kinder sentence on a card and keep it in your pocket or bag.",
    },
    {
      day: 19,
      text: "I let my space stay a little messy while I do something that fills me up.",
      guidance: "Choose one corner to leave as it is today, and sit somewhere else.",
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
      text: "I step back from being the one everyone calls and let others step up.",
      guidance: "Let one request wait a few hours, and see who else responds.",
    },
    {
      day: 24,
      text: "I describe my day to someone by how it felt, not by what I got done.",
      guidance: "When someone asks 'busy day?', answer with one feeling instead.",
    },
    {
      day: 25,
      text: "I forgive myself for an unfinished project and let it rest without shame.",
      guidance: "Find one half-done project and tell it 'not now' instead of 'failed'.",
    },
    {
      day: 26,
      text: "I spend time with someone who enjoys me on my slow, quiet days.",
      guidance: "Invite one easygoing friend to sit, sip tea or watch something with you.",
    },
    {
      day: 27,
      text: "I stop checking for replies or likes after I share something and let it stand on its own.",
      guidance: "After you post or send something today, close the app for an hour.",
    },
    {
      day: 28,
      text: "I notice when I rush to rescue someone, and I trust them to find their own way this time.",
      guidance: "When someone shares a problem, ask 'Do you want help, or just an ear?'",
    },
    {
      day: 29,
      text: "I speak about my needs as if they matter as much as anyone else's, because they do.",
      guidance: "Say one need out loud today, at home, with a friend or at work.",
    },
    {
      day: 30,
      text: "I treat a slow day as a full day of being alive, not a wasted one.",
      guidance: "At bedtime, name one thing you noticed, tasted or heard today.",
    },
    {
      day: 31,
      text: "I choose one sentence about my worth to carry into September and put it where I will see it.",
      guidance: "Write your sentence on a card and place it on the fridge, mirror or door.",
    },
  ],
};
