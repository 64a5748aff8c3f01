import type { Month } from "../schema";

export const july: Month = {
  id: "july",
  label: "July",
  openingTitle: "Coming Home to Your Body",
  openingBody:
    "For a long time your body may have been the thing that carried you from task to task. It kept going when you skipped lunch, stayed up late and pushed through. This month is a slow return home. Not to change your body, fix it or make it do more. Just to listen. Notice when you are hungry, thirsty, tired or tight, and answer sooner. Move, stretch or stay still, in whatever way your body allows today. There is no right shape or pace here. There is only the quiet habit of checking in and replying kindly.",
  theme: "Body as Home",
  daysInMonth: 31,
  days: [
    {
      day: 1,
      text: "I check in with my body three times today and ask what it needs right now.",
      guidance: "Set three gentle reminders, morning, midday and evening, labelled 'check in'.",
    },
    {
      day: 2,
      text: "I drink some water when I first notice I am thirsty, not hours later.",
      guidance: "Keep a full glass or bottle where you can see it.",
    },
    {
      day: 3,
      text: "I unclench my jaw and soften my face whenever I catch myself holding tension.",
      guidance: "Put a small sticker on your phone case or mirror as a 'soften' reminder.",
    },
    {
      day: 4,
      text: "I eat when I am hungry today instead of waiting until everything is finished.",
      guidance: "Keep an easy snack within reach so hunger can be answered quickly.",
    },
    {
      day: 5,
      text: "I go to bed when I feel tired instead of pushing through one more episode or chore.",
      guidance: "Tonight, when your eyes feel heavy, start getting ready for bed.",
    },
    {
      day: 6,
      text: "I move in a way that feels kind today, whether I walk, stretch or rock gently in a chair.",
      guidance: "Pick one: a short walk, a slow stretch, or circling your wrists and ankles.",
    },
    {
      day: 7,
      text: "I take three slow breaths into my belly when I feel rushed.",
      guidance: "Place a hand on your belly and breathe slowly three times.",
    },
    {
      day: 8,
      text: "I choose clothes today that feel soft and easy against my skin.",
      guidance: "Set aside one comfy outfit you can reach for without thinking.",
    },
    {
      day: 9,
      text: "I notice which part of me feels most tired and let that part rest first.",
      guidance: "Sit or lie with your eyes closed and scan from head to toe for one minute.",
    },
    {
      day: 10,
      text: "I let fresh air reach my face for a few minutes, at a door, a window or outside.",
      guidance: "Notice whether the air feels cool, warm, still or moving.",
    },
    {
      day: 11,
      text: "I listen for my body's quiet 'enough' and stop before I am running on fumes.",
      guidance: "Notice one moment today when you feel 'enough' and pause right there.",
    },
    {
      day: 12,
      text: "I stretch, shift or roll my neck once an hour whenever I have been sitting still.",
      guidance: "Set an hourly nudge on your phone that simply says 'shift'.",
    },
    {
      day: 13,
      text: "I give my eyes a break from screens by looking at something far away.",
      guidance: "Every hour today, look out a window or across a room for twenty seconds.",
    },
    {
      day: 14,
      text: "I let my body rest after a hard day without calling myself weak.",
      guidance: "After a heavy day, sit or lie comfortably for ten minutes with no screens.",
    },
    {
      day: 15,
      text: "I notice one small thing my body does for me without being asked, like breathing or blinking.",
      guidance: "Before sleep, name one thing your body did today that you never had to think about.",
    },
    {
      day: 16,
      text: "I notice which meals leave me feeling steady and choose them a little more often.",
      guidance: "After each meal today, write one word for how you feel.",
    },
    {
      day: 17,
      text: "I take a warm bath, shower or foot soak and let the warmth slow me down.",
      guidance: "Run warm water over your hands for two minutes if a bath is not an option.",
    },
    {
      day: 18,
      text: "I feel the floor or the chair holding my weight and let myself lean into it for a minute.",
      guidance: "Notice where your body meets the seat, bed or ground, and let it be held.",
    },
    {
      day: 19,
      text: "I answer the first sign of strain with a pause, a drink of water or a change of scene.",
      guidance: "Write your three go-to pauses on a card where you spend most of your day.",
    },
    {
      day: 20,
      text: "I listen to my body before I say yes to a plan and respect its answer.",
      guidance: "Before your next yes, notice your stomach and chest for one breath.",
    },
    {
      day: 21,
      text: "I let my body be as it is today, without comparing it to how it used to be.",
      guidance: "When an old comparison shows up, say 'this is my body today' instead.",
    },
    {
      day: 22,
      text: "I hum, sigh or yawn out loud and let the sound loosen what I have been holding.",
      guidance: "Try one big yawn or a long sigh and notice what softens.",
    },
    {
      day: 23,
      text: "I pause before I eat and notice the smell, colour and warmth of my food.",
      guidance: "Take one breath over your plate before the first bite.",
    },
    {
      day: 24,
      text: "I give myself a short rest with my legs raised, or in any position that feels easy.",
      guidance: "Rest your legs on a cushion, sofa or wall, or simply recline.",
    },
    {
      day: 25,
      text: "I notice when I am cold, warm or uncomfortable, and change something straight away.",
      guidance: "Keep a cardigan or blanket nearby so a chill is easy to answer.",
    },
    {
      day: 26,
      text: "I dim the lights an hour before sleep and let my body know the day is closing.",
      guidance: "Switch off the main light tonight and use a lamp for the last hour.",
    },
    {
      day: 27,
      text: "I hold a warm mug in both hands and let its heat bring me back to this moment.",
      guidance: "Make a warm drink and hold it for one full minute before the first sip.",
    },
    {
      day: 28,
      text: "I thank my hands for all they do and give them a little care before bed.",
      guidance: "Rub lotion into your hands slowly, or rest them in warm water.",
    },
    {
      day: 29,
      text: "I listen to my breathing for one minute without trying to change it.",
      guidance: "Set a one-minute timer and simply notice each breath.",
    },
    {
      day: 30,
      text: "I pick the rest my body asks for, not the one I think looks right.",
      guidance: "Ask your body: lie down, sit outside or be still? Follow the first answer.",
    },
    {
      day: 31,
      text: "I write down three signals my body gave me this month and how I chose to answer them.",
      guidance: "Keep the list by your bed and add to it whenever a new signal shows up.",
    },
  ],
};
