// Server only: the steps of the two ceremonies of the soul path (docs/architecture.md D13), served with their
// day. Day 31 turns the path from noticing to honest reflection; day 75 closes it.
export const ceremonySteps: Readonly<Record<number, readonly string[]>> = {
  31: [
    "Reread the three lines you copied out yesterday, slowly, once each.",
    "Set something down: name one habit, worry or rule from the grind, and write it here, or on a scrap of paper you can fold away.",
    "Name an intention for the next part of the path in one short sentence, starting with “From here, I…”.",
    "Close: light a candle if you like, say your intention aloud once, and let that be enough.",
  ],
  75: [
    "Look back: page through your journal from day 1 to today, as slowly or as quickly as you like.",
    "Mark the turning points you find: a day that shifted something, the ceremony on day 31, a line you are glad you wrote.",
    "Name what comes with you: one practice to keep, in a sentence that starts “I am keeping…”.",
    "Close, if you like: write a date a month from now at the bottom of the page, a day to reread it.",
  ],
};

/**
 * What follows a ceremony's steps, outside the ceremony itself: where things are once the day is done.
 * Day 75 keeps its certificate and archive out of the steps, so the closing reads like day 31's opening.
 */
export const ceremonyAfterNotes: Readonly<Record<number, string>> = {
  75: "Once all 75 days are complete, the path is finished: your certificate waits under Bonus Tools, and every entry stays in your journal.",
};
