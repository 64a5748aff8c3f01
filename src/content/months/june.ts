import type { Month } from "../schema";

export const june: Month = {
  id: "june",
  label: "June",
  openingTitle: "Joy, No Receipt Needed",
  openingBody:
    "You may have learned that fun comes after the work is done. The inbox is cleared, the dishes are put away, and only then are you allowed to laugh. But the list never ends, so the fun never starts. This month, we flip the order. Joy does not have to be earned first. It can be a song in the kitchen, a slow breakfast, a silly game, a book read just because. You do not need a reason or a reward. You only need a little room and the choice to take it. Let June be light.",
  theme: "Joy Without Earning It",
  daysInMonth: 30,
  days: [
    {
      day: 1,
      text: "I do something purely for fun today before I touch my to-do list.",
      guidance: "Pick a five-minute fun thing tonight so it is ready for the morning.",
    },
    {
      day: 2,
      text: "I put on a song I love and sway, tap or dance along however feels good.",
      guidance: "Make a three-song playlist you can move to, seated or standing.",
    },
    {
      day: 3,
      text: "I turn an ordinary meal into a little picnic, even if it is only on the living room floor.",
      guidance: "Spread a cloth or towel somewhere new and eat one meal there this week.",
    },
    {
      day: 4,
      text: "I spend my midday break on something that delights me, not on catching up.",
      guidance: "Choose the lovely thing before noon, so your break does not fill up with chores.",
    },
    {
      day: 5,
      text: "I let my own small mistakes go today instead of replaying them, and I laugh only if a laugh comes.",
      guidance: "When a small blunder starts to replay, say “that happened” and turn to the next thing.",
    },
    {
      day: 6,
      text: "I spend 20 minutes on a hobby I dropped years ago, just to see how it feels.",
      guidance: "Find an old hobby supply in a drawer or cupboard and set it out.",
    },
    {
      day: 7,
      text: "I watch the clouds drift or the street go by for a while, for no reason but that I like it.",
      guidance: "Give yourself ten phone-free minutes to watch the sky or the street.",
    },
    {
      day: 8,
      text: "I take a lazy morning without tidying up first to deserve it.",
      guidance: "Leave a chore undone on purpose today and do something pleasant instead.",
    },
    {
      day: 9,
      text: "I open an old photo album or folder and let one good memory play all the way through.",
      guidance: "Pick a photo and keep it on your screen or your fridge this week.",
    },
    {
      day: 10,
      text: "I read a few pages of a book I chose only because it sounds fun.",
      guidance: "Borrow or dig out a light read and leave it by your bed.",
    },
    {
      day: 11,
      text: "I plan a small free treat for tomorrow and let the looking-forward be part of the joy.",
      guidance: "Put tomorrow's treat at the top of your list: a bath, a call, a sunset.",
    },
    {
      day: 12,
      text: "I say yes to a fun invitation without first checking whether I have done enough.",
      guidance: "Reply yes to one light plan this week before your inner list can argue.",
    },
    {
      day: 13,
      text: "I make something with my hands today and let it be messy and imperfect.",
      guidance: "Doodle, fold, knead or build something small with no goal at all.",
    },
    {
      day: 14,
      text: "I give my inner critic the afternoon off and do something silly.",
      guidance: "Pull a funny face in the mirror, or wear odd socks on purpose.",
    },
    {
      day: 15,
      text: "I stay a little longer in a good moment today instead of hurrying on to the next thing.",
      guidance: "When something small goes right today, count five slow breaths before you move on.",
    },
    {
      day: 16,
      text: "I call a friend who makes me laugh, just to chat, with nothing to sort out.",
      guidance: "Think of the friend whose laugh you can hear in your head, and call them today.",
    },
    {
      day: 17,
      text: "I take the prettier way today, however I travel, just because the view is nicer.",
      guidance: "Add five minutes to one trip and choose the prettier streets, even if it is slower.",
    },
    {
      day: 18,
      text: "I play a game today, any game at all, with no need to win.",
      guidance: "Choose a simple game and play one round just for the fun of it.",
    },
    {
      day: 19,
      text: "I wear something that makes me feel bright, even if I am staying home.",
      guidance: "Pick out a favorite color or soft top tonight for tomorrow.",
    },
    {
      day: 20,
      text: "I visit a place that feels beautiful to me, even a corner of my own street.",
      guidance: "Name a nearby spot you love and plan ten minutes there this week.",
    },
    {
      day: 21,
      text: "I say “this is lovely” out loud whenever something small pleases me today.",
      guidance: "Jot down the first thing you said it about.",
    },
    {
      day: 22,
      text: "I make or choose a favorite comfort food and eat it without a side of guilt.",
      guidance: "List three foods that feel like comfort and pick one for this week.",
    },
    {
      day: 23,
      text: "I sing along to a song I love today and let the high notes go wherever they go.",
      guidance: "Sing a chorus today, loud or under your breath.",
    },
    {
      day: 24,
      text: "I let myself daydream for ten minutes without turning it into a plan.",
      guidance: "Picture a place you would love to be, and wander there in your mind for ten minutes.",
    },
    {
      day: 25,
      text: "I try a new small thing today simply because I am curious about it.",
      guidance: "Try a new tea, recipe, song or word game, and note how it felt.",
    },
    {
      day: 26,
      text: "I send a friend something silly, like a doodle or a terrible joke, for no reason at all.",
      guidance: "Draw something badly on a scrap of paper, snap a photo and send it with no explanation.",
    },
    {
      day: 27,
      text: "I curl up with a cozy show or film tonight and call it time well spent.",
      guidance: "Choose tonight's show or film before dinner so it is waiting for you.",
    },
    {
      day: 28,
      text: "I pause to really look at one flower or tree on my way today, just for the pleasure of it.",
      guidance: "Pick a growing thing you pass often and notice something new about it.",
    },
    {
      day: 29,
      text: "I tell someone about one small pleasure from this week and live it a second time in the telling.",
      guidance: "Start a “pleasures” page in your journal and add three today.",
    },
    {
      day: 30,
      text: "I give my favorite kind of play from this month a regular spot in my week.",
      guidance: "Put your chosen play on your calendar for the same day each week.",
    },
  ],
};
