// Server only: the steps of the two ceremonies of the soul path (docs/architecture.md D13), served with their
// day. Day 31 turns the path from noticing to honest reflection; day 75 closes it.
export const ceremonySteps: Readonly<Record<number, readonly string[]>> = {
  31: [
    "Reread the three lines you marked yesterday, slowly, once each.",
    "Set something down: name one habit, worry or rule from the grind, and write it here, or on a scrap of paper you can fold away.",
    "Name an intention for the next part of the path in one short sentence, starting with “From here, I…”.",
    "Close: light a candle if you like, say your intention aloud once, and let that be enough.",
  ],
  75: [
    "Look back: scroll through your journal from day 1 to today, and notice how your words changed.",
    "Mark the turning points: the day you first said no, the ceremony on day 31, one line you are proud of.",
    "Finish this day to complete the path. Your certificate then waits under Bonus Tools, and every entry stays in your journal.",
    "Choose what comes next: one practice to keep, and a date a month from now to reread this page.",
  ],
};
