import type { Month } from "../schema";

export const february: Month = {
  id: "february",
  label: "February",
  openingTitle: "The Kindest Voice Inside",
  openingBody:
    "You already know how to be kind. You do it for the friend who calls late, for the stranger who drops their keys, for the person in the queue who is having a bad day. February asks you to turn that same kindness toward yourself. Not as a treat, and not once you have done enough. Just because you are here. This month you will practice talking to yourself the way you talk to someone you love, answering the harsh voice more gently, and doing small, plain things to look after yourself. It may feel odd at first. Kindness is something you can do before you feel it.",
  theme: "Tender Self-Regard",
  daysInMonth: 29,
  days: [
    {
      day: 1,
      text: "I speak to myself today the way I would speak to a tired friend who came to me for comfort.",
      guidance: "When you catch a harsh thought, ask if you would say it to a friend. Then rewrite it.",
    },
    {
      day: 2,
      text: "I write my own name at the top of a page and list three things I like about the person it belongs to.",
      guidance: "On a scrap of paper, list three plain things you like about yourself. Small ones count.",
    },
    {
      day: 3,
      text: "I thank myself out loud for one small thing I handled well today.",
      guidance: "Before bed, say “thank you for…” to yourself and finish the sentence.",
    },
    {
      day: 4,
      text: "I catch the word “stupid” before I aim it at myself and swap in something kinder.",
      guidance: "Pick a kinder phrase, like “I'm still learning”, and write it where you will see it.",
    },
    {
      day: 5,
      text: "I set a place for myself at the table, even for a simple meal, as I would for a guest I love.",
      guidance: "Use your favorite plate or cup for one meal today, just for you.",
    },
    {
      day: 6,
      text: "I accept a compliment with a simple thank you and let it land instead of brushing it away.",
      guidance: "Next time someone says something kind about you, say “thank you” and stop there.",
    },
    {
      day: 7,
      text: "I leave a kind note to myself on the mirror and read it each morning this week.",
      guidance: "Put a kind sentence to yourself on a sticky note and stick it on a mirror.",
    },
    {
      day: 8,
      text: "I try something new as a beginner and cheer for my clumsy first tries.",
      guidance: "Try a small new thing today and say “well done” after the first attempt.",
    },
    {
      day: 9,
      text: "I rest a hand on my chest when I feel low and stay with myself for a full minute.",
      guidance: "Place a hand on your chest or cheek for one minute and breathe slowly.",
    },
    {
      day: 10,
      text: "I wear something soft and easy today rather than something chosen to impress.",
      guidance: "Put on your most comfortable piece of clothing, wherever you are going.",
    },
    {
      day: 11,
      text: "I forgive myself for one small thing from this week and stop bringing it up with myself.",
      guidance: "Write a line that starts “I forgive myself for…”, then close the page.",
    },
    {
      day: 12,
      text: "I stop measuring my messy middle against other people's highlights and close the app that invites it.",
      guidance:
        "The next time a feed leaves you feeling smaller, close it and write one thing you did today.",
    },
    {
      day: 13,
      text: "I count myself among the people I take care of and put my own name on that list.",
      guidance: "List the people you look after, then add your own name at the top.",
    },
    {
      day: 14,
      text: "I take myself on a small date today and plan it with the care I would give a friend.",
      guidance: "Plan it as you would for someone you love: pick the time, the place and one small treat.",
    },
    {
      day: 15,
      text: "I fix what I can after a mistake and skip the lecture I usually give myself.",
      guidance: "When you slip up today, say “oops, let's fix that” and carry on.",
    },
    {
      day: 16,
      text: "I save the kind things people say to me and reread them when I doubt myself.",
      guidance: "Start a “kind words” note on your phone and add one compliment you remember.",
    },
    {
      day: 17,
      text: "I take my own side in the quiet argument inside my head.",
      guidance: "When your inner critic speaks today, write one sentence in your own defense.",
    },
    {
      day: 18,
      text: "I remind myself that I was worth loving this morning, before I had done a single thing.",
      guidance: "Before you get out of bed tomorrow, say quietly: “I matter today, before I do anything.”",
    },
    {
      day: 19,
      text: "I picture myself at seven years old and speak to that child as gently as I would to any child.",
      guidance: "Find or imagine an early photo of yourself and say one kind thing to that younger you.",
      care: true,
    },
    {
      day: 20,
      text: "I take the comfy seat, the first hot shower or the last cookie now and then, instead of always giving it away.",
      guidance: "Notice a small “you first” moment today and quietly take it for yourself.",
    },
    {
      day: 21,
      text: "I judge my day by the care I showed, including the care I showed myself, not by the boxes I checked.",
      guidance: "Tonight, write one quality you showed today rather than one task you finished.",
    },
    {
      day: 22,
      text: "I wash my face or brush my hair slowly tonight, as an act of care and not a chore.",
      guidance: "Choose a care step and give it warm water, soft light and no phone nearby.",
    },
    {
      day: 23,
      text: "I soften my voice when I talk to myself after a hard moment.",
      guidance: "After a hard moment today, whisper “that was hard” before anything else.",
    },
    {
      day: 24,
      text: "I treat my own feelings as worth hearing and give them ten quiet minutes today.",
      guidance: "Set a timer for ten minutes and write how you feel, without trying to fix anything.",
    },
    {
      day: 25,
      text: "I write myself a short letter from the point of view of someone who has always loved me well.",
      guidance: "Write five sentences to yourself in the voice of a friend, relative or pet who adores you.",
    },
    {
      day: 26,
      text: "I choose a kind word for myself and return to it each time the day gets hard.",
      guidance: "Pick a word, such as steady, brave or gentle, and make it your phone's lock screen.",
    },
    {
      day: 27,
      text: "I treat a bad day as a bad day, not as proof that something is wrong with me.",
      guidance: "If today is hard, call it “a hard day” out loud and leave it at that.",
    },
    {
      day: 28,
      text: "I give myself credit for each time I chose kindness in recent weeks, and I name one of them out loud.",
      guidance: "Count the February cards you tried and say “well done” for each one.",
    },
    {
      day: 29,
      text: "I keep an hour today that nobody scheduled and let it be mine without earning it.",
      guidance: "Leave an hour unplanned and let it fill with whatever is kind.",
    },
  ],
};
