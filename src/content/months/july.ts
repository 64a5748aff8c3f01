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
      text: "I start the day with a slow body scan from my toes to my head before I reach for anything.",
      guidance: "Tomorrow, before getting up, spend one minute noticing each part of you.",
    },
    {
      day: 2,
      text: "I notice a smell that feels like home, such as clean laundry, and breathe it in slowly.",
      guidance: "Pick a scent nearby today, like soap, tea or a fresh towel, and hold it close for a minute.",
    },
    {
      day: 3,
      text: "I stop holding my belly in, at home and out in the world.",
      guidance: "Notice when you are holding your stomach in today, and let it go for one breath.",
    },
    {
      day: 4,
      text: "I pay attention to how my body feels around certain people, and I give that feeling some weight.",
      guidance: "After your next visit or call, note one word for how your body feels.",
    },
    {
      day: 5,
      text: "I loosen anything tight, like a waistband or a hair tie, as soon as I notice it.",
      guidance: "Swap a tight item for something looser as soon as you can today.",
    },
    {
      day: 6,
      text: "I move in whatever way feels kind to my body today, even if that is rocking gently in a chair.",
      guidance: "Pick one: a short walk, a slow stretch, or circling your wrists and ankles.",
    },
    {
      day: 7,
      text: "I change position when something aches, instead of staying put to finish a task.",
      guidance: "Each time you notice an ache today, shift in any way you can.",
    },
    {
      day: 8,
      text: "I rest my eyes under my cupped palms for a quiet minute when the day feels bright and loud.",
      guidance: "Rub your hands together until warm, then cup them over closed eyes.",
    },
    {
      day: 9,
      text: "I find the part of me that feels most tired and let it rest first.",
      guidance: "Close your eyes and ask, “What feels most tired?” Rest that part for two minutes.",
    },
    {
      day: 10,
      text: "I rest my bare feet or hands on something with a texture, like grass or a cool floor, and feel what holds me.",
      guidance: "Stay for one minute and name what you feel: soft, rough, cool or warm.",
    },
    {
      day: 11,
      text: "I bring a settling thing closer when I feel restless, like a heavy blanket or soft light.",
      guidance: "Name something that helps you settle and bring it closer tonight.",
    },
    {
      day: 12,
      text: "I play a sound my body finds calming, like rain or birdsong, while I rest.",
      guidance: "Find a rain or birdsong track and play it for five minutes.",
    },
    {
      day: 13,
      text: "I lower the noise and the light around me when my body feels on edge.",
      guidance: "Turn something down today, like the volume, the screen brightness or a bright lamp.",
    },
    {
      day: 14,
      text: "I rest my body after a hard day without calling myself weak.",
      guidance: "After a heavy day, find the softest spot you can and stay there until your breathing slows.",
    },
    {
      day: 15,
      text: "I notice a small thing my body does for me without being asked, like breathing or blinking.",
      guidance: "Before sleep, name one thing your body did today that you never had to think about.",
    },
    {
      day: 16,
      text: "I pay attention to which meals leave me feeling steady and choose them a little more often.",
      guidance: "After each meal today, write one word for how you feel.",
    },
    {
      day: 17,
      text: "I soak my feet or my whole self in warm water today and let the warmth slow me down.",
      guidance: "Run warm water over your hands for two minutes if a bath is not an option.",
    },
    {
      day: 18,
      text: "I sit all the way back in my chair instead of perching on the edge, ready to jump up.",
      guidance:
        "Next time you sit, let your back touch the chair and your shoulders settle for three breaths.",
    },
    {
      day: 19,
      text: "I make my bed a little kinder tonight, maybe with a fresh pillowcase or one more pillow.",
      guidance: "Change one thing about your bed tonight and notice how it feels to lie down.",
    },
    {
      day: 20,
      text: "I notice what my body does when I feel at ease, like a loose jaw or a lighter step, and remember it.",
      guidance: "Next time you laugh or feel calm today, pause and notice where in your body you feel it.",
    },
    {
      day: 21,
      text: "I let my body be as it is today, without comparing it to how it used to be.",
      guidance: "When an old comparison shows up, say “this is my body today” instead.",
    },
    {
      day: 22,
      text: "I sigh or yawn out loud on purpose and let the sound loosen what I have been holding.",
      guidance: "Try a big yawn or a long sigh and notice what softens.",
    },
    {
      day: 23,
      text: "I pause before I eat and notice the warmth and the smell of my food.",
      guidance: "Take one breath over your plate before the first bite.",
    },
    {
      day: 24,
      text: "I give myself a short rest with my legs raised, or in any position that feels easy.",
      guidance: "Rest your legs on a cushion, sofa or wall, or simply recline.",
    },
    {
      day: 25,
      text: "I switch to moving when I have been still too long, and to resting when I have been busy too long.",
      guidance: "Set one afternoon reminder: “Move if still, rest if busy.”",
    },
    {
      day: 26,
      text: "I find the time of day my body feels most awake and save it for something I enjoy.",
      guidance: "Over the next three days, note the hour you feel most alert.",
    },
    {
      day: 27,
      text: "I make room for what my body enjoys, like warm socks or sun on my arms.",
      guidance: "List three small body pleasures on a card and try one tonight.",
    },
    {
      day: 28,
      text: "I give my own hands or feet a slow rub, or simply hold one hand in the other.",
      guidance: "Before bed, spend one minute on each hand, pressing gently with your thumb.",
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
