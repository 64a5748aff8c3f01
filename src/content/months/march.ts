import type { Month } from "../schema";

export const march: Month = {
  id: "march",
  label: "March",
  openingTitle: "White Space on the Page",
  openingBody:
    "Look at your calendar for next week. If there is no white space on it, this month is for you. March is about making room in your days, your home and your head. Not a big clear-out, and not a new system to keep up. Just small acts of clearing: one plan moved, one shelf cleared, one worry written down so it stops circling. Doing less does not mean you care less. It means there is finally room to notice what matters. You have spent two months learning to pause and to be kind to yourself. Now you get to make space for both.",
  theme: "Clearing Space",
  daysInMonth: 31,
  days: [
    {
      day: 1,
      text: "I look at the week ahead and circle one thing that can move, shrink or go.",
      guidance: "Open your calendar and circle one item you could move, shorten or drop.",
    },
    {
      day: 2,
      text: "I look at next week's plans and notice which ones I agreed to before I checked how I felt.",
      guidance:
        "Go through next week's plans and put a small dot beside each yes you gave before checking in with yourself.",
    },
    {
      day: 3,
      text: "I clear a shelf today and keep only what I use or truly like.",
      guidance: "Take everything off, wipe the shelf once, and put back only what earns its place.",
    },
    {
      day: 4,
      text: "I write down the one worry that keeps circling and give it a time tomorrow when I will think about it.",
      guidance: "Pick a ten-minute slot tomorrow for that worry. If it comes back before then, tell it when.",
    },
    {
      day: 5,
      text: "I give my next day off just one plan and leave the rest of it blank.",
      guidance: "Look at your next free day and move anything beyond one plan to another week.",
    },
    {
      day: 6,
      text: "I return something I borrowed long ago and let it stop nagging me every time I see it.",
      guidance: "Find a borrowed book, dish or tool, and send a short message to arrange giving it back.",
    },
    {
      day: 7,
      text: "I work on one thing at a time today and let my other tasks wait out of sight.",
      guidance: "Turn your list face down, except for the task in front of you.",
    },
    {
      day: 8,
      text: "I add a ten-minute gap after each plan in my calendar so the day has room to stretch.",
      guidance: "Look at today's plans and leave ten spare minutes after each one.",
    },
    {
      day: 9,
      text: "I strike off one stale item that has sat on my to-do list for weeks and will not be missed.",
      guidance: "Find the oldest item on your to-do list and either delete it or give it a date.",
    },
    {
      day: 10,
      text: "I put something back where it lives each time I pass through a room today.",
      guidance: "Each time you leave a room today, carry one stray thing back to its place.",
    },
    {
      day: 11,
      text: "I decide what would make today enough before it starts, and I stop when I reach it.",
      guidance: "On a card, finish the sentence “today is enough when…”",
    },
    {
      day: 12,
      text: "I mute a group chat that buzzes all day and read it at a time I choose.",
      guidance: "Mute a busy group chat for a week and check it once a day.",
    },
    {
      day: 13,
      text: "I pause before adding anything new to my calendar and ask whether there is really room.",
      guidance: "Practice the phrase “Let me look at my week and get back to you.”",
    },
    {
      day: 14,
      text: "I finish a small task that has nagged me for weeks, so it stops taking up room in my head.",
      guidance: "Pick a job that takes under ten minutes, like a reply or a return, and do it first.",
    },
    {
      day: 15,
      text: "I take a day off from advice and self-help so my own thoughts have room to speak.",
      guidance: "Skip how-to videos and advice posts today, and jot down one thought of your own instead.",
    },
    {
      day: 16,
      text: "I put away the pile of clothes on the chair and let the room feel calm again.",
      guidance: "Put away a pile of things that has been sitting out for days.",
    },
    {
      day: 17,
      text: "I stop carrying reminders in my head and keep them all in one trusted place.",
      guidance: "Choose a notebook or app and move every loose reminder into it.",
    },
    {
      day: 18,
      text: "I skip a small thing I do only because I have always done it.",
      guidance: "Name a habit that runs on autopilot, like a chore nobody asked for, and skip it once.",
    },
    {
      day: 19,
      text: "I clear the spot where I drop things when I come home, so walking in feels easier.",
      guidance: "Give keys, mail and bags one home each, then leave the rest of the spot empty.",
    },
    {
      day: 20,
      text: "I gather my small errands into one trip or one hour so they stop nibbling at every day.",
      guidance: "Put this week's errands on one list and pick a single window to do them.",
    },
    {
      day: 21,
      text: "I let a canceled plan leave a gap and I do not rush to fill it.",
      guidance: "If something gets canceled, leave that time empty instead of replacing it.",
    },
    {
      day: 22,
      text: "I settle one small decision that keeps circling, like what to cook or when to call, and stop reopening it.",
      guidance: "Choose now, write “decided” beside it, and let that be the end of it.",
    },
    {
      day: 23,
      text: "I turn off every background sound for an hour tonight and let the house go quiet.",
      guidance: "If you live with others, a closed door and no sound of your own still counts.",
    },
    {
      day: 24,
      text: "I throw away one thing I have kept only because it might be useful someday.",
      guidance: "Look in one cupboard for a “just in case” thing you have not touched in a year.",
    },
    {
      day: 25,
      text: "I archive one old message that still stings, so it stops greeting me every time I scroll.",
      guidance: "Move it to a folder or an archive. You are not deleting it, only moving it out of sight.",
    },
    {
      day: 26,
      text: "I bring nothing new into my home for one day, not even a freebie, and notice the room I already have.",
      guidance: "Before you buy, pick up or accept anything today, ask: “Where would this live?”",
    },
    {
      day: 27,
      text: "I set my phone to grayscale for one afternoon and notice how often I still reach for it.",
      guidance:
        "Look for color filters in your phone's accessibility settings, and switch back whenever you like.",
    },
    {
      day: 28,
      text: "I hear myself say “I don't have time” and ask what I could remove to make some.",
      guidance: "When you think “no time” today, write down one thing you could drop instead.",
    },
    {
      day: 29,
      text: "I revisit the space I cleared this month and leave it empty on purpose.",
      guidance: "Visit the shelf or the day you cleared and let it stay clear.",
    },
    {
      day: 30,
      text: "I look back over these weeks and name three things I do now that I did not do when I began.",
      guidance: "List three habits from these weeks that you want to keep, and put the list somewhere safe.",
    },
    {
      day: 31,
      text: "I use the room I have made to listen for what I actually need next.",
      guidance: "Sit in a cleared space and finish the sentence: “What I need next is…”",
    },
  ],
};
