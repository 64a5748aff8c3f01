import type { Month } from "../schema";

export const march: Month = {
  id: "march",
  label: "March",
  openingTitle: "White Space on the Page",
  openingBody:
    "Look at your calendar for next week. If there is no white space on it, this month is for you. March is about making room in your days, your home and your head. Not a big spring clean, and not a new system to keep up. Just small acts of clearing: one plan moved, one drawer emptied, one worry written down so it stops circling. Doing less does not mean you care less. It means there is finally room to notice what matters. You have spent two months learning to pause and to be kind to yourself. Now you get to make space for both.",
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
      guidance: "Send one short message today to reschedule something you have been dreading.",
    },
    {
      day: 3,
      text: "I empty one drawer, shelf or bag and keep only what I actually use.",
      guidance: "Set a timer for ten minutes and clear one small space, like a bag or a drawer.",
    },
    {
      day: 4,
      text: "I pour every worry in my head onto paper so my mind does not have to hold them all.",
      guidance: "Write nonstop for three minutes about everything on your mind, then fold the page away.",
    },
    {
      day: 5,
      text: "I protect one hour each day that has nothing written in it.",
      guidance: "Block one empty hour on tomorrow's calendar and label it “white space”.",
    },
    {
      day: 6,
      text: "I unsubscribe from three mailing lists that crowd my inbox and my mornings.",
      guidance: "Search your inbox for the word “unsubscribe” and leave three lists.",
    },
    {
      day: 7,
      text: "I work on one thing at a time today and close every tab I am not using.",
      guidance: "Close all your browser tabs but one before you start your next task.",
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
      text: "I clear one counter or table tonight so the first thing I see tomorrow is open space.",
      guidance: "Clear one flat surface before bed so it greets you empty in the morning.",
    },
    {
      day: 11,
      text: "I pick the three tasks that truly matter today and let everything else wait its turn.",
      guidance: "Write only three tasks on a fresh card and work from that card today.",
    },
    {
      day: 12,
      text: "I mute one group chat that buzzes all day and read it at a time I choose.",
      guidance: "Mute one busy group chat for a week and check it once a day.",
    },
    {
      day: 13,
      text: "I pause before adding anything new to my calendar and ask whether there is really room.",
      guidance: "Practice the phrase “Let me look at my week and get back to you.”",
    },
    {
      day: 14,
      text: "I finish one small task that has nagged me for weeks, so it stops taking up room in my head.",
      guidance: "Pick a job that takes under ten minutes, like a reply or a return, and do it first.",
    },
    {
      day: 15,
      text: "I take a day off from advice, podcasts and self-help so my own thoughts have room to speak.",
      guidance: "Skip how-to videos and advice posts today, and jot down one thought of your own instead.",
    },
    {
      day: 16,
      text: "I put away the pile of clothes on the chair and let the room feel calm again.",
      guidance: "Put away one pile of things that has been sitting out for days.",
    },
    {
      day: 17,
      text: "I stop carrying reminders in my head and keep them all in one trusted place.",
      guidance: "Choose one notebook or app and move every loose reminder into it.",
    },
    {
      day: 18,
      text: "I notice which commitments drain me most and write them down without judging them.",
      guidance: "List your regular commitments and mark each one with a plus or a minus for energy.",
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
      text: "I turn off the TV, the radio and the alerts for an hour and let the house go quiet.",
      guidance: "Choose one hour tonight with no background noise at all.",
    },
    {
      day: 24,
      text: "I give away or recycle one bag of things that only take up room.",
      guidance: "Fill one bag with things you do not use and set it by the door.",
    },
    {
      day: 25,
      text: "I stop replaying yesterday's conversation by writing the last word on paper and closing the book.",
      guidance: "Write down the thought that keeps looping, then close the notebook and put it away.",
    },
    {
      day: 26,
      text: "I open a window for ten minutes and let fresh air move through the room and my head.",
      guidance: "Open a window for ten minutes today. If it is cold, wrap up in a blanket.",
    },
    {
      day: 27,
      text: "I clear my phone's home screen down to the apps I truly use, so each unlock feels calmer.",
      guidance: "Move every app you did not open this week into one folder on the last screen.",
    },
    {
      day: 28,
      text: "I hear myself say “I don't have time” and ask what I could remove to make some.",
      guidance: "When you think “no time” today, write down one thing you could drop instead.",
    },
    {
      day: 29,
      text: "I revisit the space I cleared this month and leave it empty on purpose.",
      guidance: "Visit the drawer, shelf or evening you cleared and let it stay clear.",
    },
    {
      day: 30,
      text: "I mark ninety days of small practice by naming three things I do now that I did not do on January 1.",
      guidance:
        "List three habits from these ninety days that you want to carry on, and put the list somewhere safe.",
    },
    {
      day: 31,
      text: "I use the room I have made to listen for what I actually need next.",
      guidance: "Sit in a cleared space and finish the sentence: “What I need next is…”",
    },
  ],
};
