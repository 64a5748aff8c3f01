import type { JourneyPrompt } from "./schema";

// Server only: the daily prompt and guidance for each day of the 75-day soul path.
// Never import this module from client code; titles live in journey-outline.ts.
export const journeyPrompts: readonly JourneyPrompt[] = [
  // core-journey
  {
    day: 1,
    prompt:
      "Think back over this morning from the moment you woke: at what point did the rushing start, and what was the very first thing you did for someone else?",
    guidance:
      "Sit somewhere you won't be needed for ten minutes. Write the morning as a plain list, with rough times if you remember them.",
  },
  {
    day: 2,
    prompt:
      "If the load you are carrying right now had a shape and a weight, what would it look like sitting on the table in front of you, and which part is heaviest?",
    guidance: "Draw it first if words feel slow. A rough sketch with a few labels counts as today's entry.",
  },
  {
    day: 3,
    prompt:
      "Where does tiredness show up first for you, in your jaw, your eyes, your stomach, your temper, and how long have you been talking yourself out of noticing it?",
    guidance:
      "Close your eyes for three slow breaths before you write. Notice without trying to fix anything.",
  },
  {
    day: 4,
    prompt:
      "When you reach for the unread messages late at night, what are you hoping to feel once they are cleared, and how often does that feeling actually arrive?",
    guidance:
      "Write this one away from your phone. Leave it in another room, or face down, until you finish.",
  },
  {
    day: 5,
    prompt:
      "Which phrases do you reach for when someone asks how you are, like fine, busy or hanging in there, and what is each one quietly covering up?",
    guidance:
      "List every stock answer you can think of. Beside each, write the true sentence, even if nobody will ever hear it.",
  },
  {
    day: 6,
    prompt:
      "Looking at the past week, in your calendar or your memory, which commitments did you choose freely, which did you slide into, and which were never really yours to carry?",
    guidance: "Use three columns and sort quickly. Your first instinct is good enough here.",
  },
  {
    day: 7,
    prompt:
      "After a week of paying attention, which pattern keeps repeating in your days that you had stopped seeing because it felt so normal?",
    guidance:
      "Read back over days one to six before you begin. Circle anything that showed up more than once.",
  },
  {
    day: 8,
    prompt:
      "When did you last stop something before it was finished, and what story did you tell yourself about what stopping said about you?",
    guidance:
      "Give yourself fifteen minutes with nothing else open. If the story sounds harsh, copy it down word for word anyway.",
  },
  {
    day: 9,
    prompt:
      "What happens inside you in the first two minutes after you sit down with nothing to do, and whose voice does that restlessness sound like?",
    guidance: "Try it for real first: sit for two minutes with no phone, then write what you noticed.",
  },
  {
    day: 10,
    prompt:
      "Among the things you call rest, such as scrolling, a nap, a bath, a show, a walk or staring out a window, which leave you fuller and which leave you flatter?",
    guidance: "Make two lists side by side. Nothing here is a failure; it is simply information.",
  },
  {
    day: 11,
    prompt:
      "If the few minutes while the kettle boils, the bus comes or a page loads became tiny pockets of rest, how might you spend one of them tomorrow?",
    guidance:
      "Pick one real pause from your day. Write exactly where you will be and what you will let yourself do.",
  },
  {
    day: 12,
    prompt:
      "What tends to steal the hour before you sleep, whether screens, planning tomorrow or replaying today, and which thief is the hardest for you to turn away?",
    guidance: "Write this one in the evening if you can, close to the hour you are describing.",
  },
  {
    day: 13,
    prompt:
      "Picture one morning this month that moves at half speed: what is different from the moment you open your eyes, and what could you set up the night before to allow it?",
    guidance: "Describe it in the present tense, as if it is happening now. Small and possible beats grand.",
  },
  {
    day: 14,
    prompt:
      "Looking back at this week of rest, how do you tend to treat time that produces nothing, and what do you want to believe about that time instead?",
    guidance: "Sit near a window or anywhere with a little sky. Three sentences are enough today.",
  },
  {
    day: 15,
    prompt:
      "Which need have you been quietly going without lately, such as regular meals, quiet, company, fresh air or being listened to, and when did you last have it fully met?",
    guidance:
      'Start your first line with "I need" and keep going. You are only naming needs here, not apologizing for them.',
  },
  {
    day: 16,
    prompt:
      "On a packed day, which basics go first, like eating sitting down, drinking water or stepping outside, and what do you tell yourself when you skip them?",
    guidance: "Keep it practical. Choose one basic to protect tomorrow and set a reminder if that helps.",
  },
  {
    day: 17,
    prompt:
      "Think of the last time you snapped at someone, or at yourself: what need was sitting underneath that moment, quietly asking to be noticed?",
    guidance:
      "Be gentle with the memory. You are looking for the need, not building a case against yourself.",
  },
  {
    day: 18,
    prompt:
      "Which people leave you feeling more like yourself after time together, which leave you drained, and what do you want more of from the first group?",
    guidance: "Use initials if you prefer. This page is for you and no one else.",
  },
  {
    day: 19,
    prompt:
      "How much silence do you get in an ordinary day, where does it come from, and where could you find ten more minutes of it without asking anyone?",
    guidance:
      "Write in as much quiet as your space allows today: no music, no screen humming in the background.",
  },
  {
    day: 20,
    prompt:
      "Which of your needs did you learn to keep small or hidden, earlier in life or more recently, and what did hiding them protect you from back then?",
    guidance:
      "Go only as deep as feels steady today. A single sentence is enough, and you can return to it later.",
  },
  {
    day: 21,
    prompt:
      "When you sketch your needs across body, mind, heart and spirit, which corner of the map looks fullest right now, and which looks most bare?",
    guidance:
      "Draw four boxes and fill them loosely for ten minutes. Then write one line about the barest box.",
  },
  {
    day: 22,
    prompt:
      "Which small request this week could you turn down kindly, and what exact words would you use to decline without over-explaining?",
    guidance:
      "Write the actual sentence you would say, and say it aloud once if you can. Short is kinder than you think.",
  },
  {
    day: 23,
    prompt:
      "Recall a yes you gave recently and regretted within the hour: what made no so hard to say in that moment, and what did the yes end up costing you?",
    guidance:
      "Tell it plainly, the way you would tell a friend over tea. No need to judge the you who said yes.",
  },
  {
    day: 24,
    prompt:
      "Where does your time leak most, through late messages, favors that grow or visits that run long, and what single edge could you draw around it this week?",
    guidance: "Choose one leak only. A boundary you can keep beats three you drop by Thursday.",
  },
  {
    day: 25,
    prompt:
      "If one hour this week were protected from every request, which hour would you pick, how would you guard it, and who would need to know?",
    guidance: "Put it in your calendar or on paper before you finish writing. Give the hour a name.",
  },
  {
    day: 26,
    prompt:
      "When you hold a small line and someone seems disappointed, what do you feel in the minutes afterward, and what words could keep you steady?",
    guidance:
      "Write a short note to the future you who will face that moment. Keep it where you can find it.",
  },
  {
    day: 27,
    prompt:
      "What task or weight are you carrying by yourself right now that someone else could share, and what keeps you from asking them?",
    guidance:
      "List every reason that comes up, even the ones that seem silly. Then underline the loudest one.",
  },
  {
    day: 28,
    prompt:
      "If you wrote a short, clear message asking one person for one specific kind of help, who would receive it and how would it read?",
    guidance: "Draft the whole message here. Sending it is optional today; writing it is the practice.",
  },
  {
    day: 29,
    prompt:
      "When someone offers you help or kindness, what is your first reflex, to refuse, repay or apologize, and how might simply saying thank you change the moment?",
    guidance: "Think of one specific moment. Give yourself seven minutes and let the answer be uneven.",
  },
  {
    day: 30,
    prompt:
      "Across these first thirty days, which small change has surprised you most, and what from this month do you want to carry into the next part of the path?",
    guidance: "Flip back through your entries slowly. Mark three lines you want to keep, then write.",
  },
  // honest-reflection
  {
    day: 31,
    prompt:
      "As you light a candle or open a window to mark this threshold, what are you setting down from the grind, and what vow will you speak as you step through?",
    guidance:
      "Light a candle or open a window. Say aloud what you are setting down, speak your vow in one sentence, then write both here.",
  },
  {
    day: 32,
    prompt:
      "When you explain your exhaustion to other people, which version of the story do you usually tell, and what part do you leave out because it feels too honest?",
    guidance:
      "Write the version you usually tell first. Then write the missing part underneath, in plain words.",
  },
  {
    day: 33,
    prompt:
      "At what point along the way did you start putting yourself last, and what did you lose track of when you did, perhaps a hobby, a friendship or a way of laughing?",
    guidance:
      "Move slowly. If a memory comes up strongly, pause, breathe, and write just the place or the year.",
  },
  {
    day: 34,
    prompt:
      "If you described your current life to a kind stranger on a long train ride, what might they notice that you have been too busy to see?",
    guidance:
      "Write in the stranger's voice, from their seat across from you. Let them be warm and a little blunt.",
  },
  {
    day: 35,
    prompt:
      "Having looked honestly at these last few days, which truth about your life are you ready to stop arguing with, and what opens up once you accept it?",
    guidance: 'Begin with "The truth is" and keep the pen moving for five minutes.',
  },
  // self-forgiveness-boundaries
  {
    day: 36,
    prompt:
      "What did the exhausted you do, or leave undone, that you still hold against yourself, and what was that version of you trying to protect at the time?",
    guidance:
      "Write as if to a close friend who did the very same thing. Use the tone you would use with them.",
  },
  {
    day: 37,
    prompt:
      "What might a short letter releasing yourself from one old mistake say about what happened, what you learned and what you no longer owe?",
    guidance:
      "Write the letter by hand if you can. Afterwards, keep it, fold it away or tear it up, whichever feels right.",
  },
  {
    day: 38,
    prompt:
      "Which harsh inner sentence plays most often in your head, and what boundary could you set with that voice the next time it starts up?",
    guidance:
      "Write the harsh sentence once, then cross it out. Underneath, write the boundary in your own kinder words.",
  },
  {
    day: 39,
    prompt:
      "Of the boundaries you have tried in recent weeks, which has held best so far, what made that possible, and what support could help the shakier ones hold too?",
    guidance: "Give the one that held two full minutes of credit before you fix anything else.",
  },
  {
    day: 40,
    prompt:
      "In one relationship where you tend to swing between giving in and shutting down, how could a boundary be both firm and warm, and how would it sound?",
    guidance: "Pick one real person and one real situation. Write the firm, warm version as a short script.",
  },
  // identity-edges
  {
    day: 41,
    prompt:
      "Before the grind took over, what did you love doing for no reason at all, and which small piece of it could find its way back into an ordinary week?",
    guidance:
      "Let the memories be specific: a smell, a song you hummed, a corner you sat in. Ten minutes is plenty.",
  },
  {
    day: 42,
    prompt:
      "Of all the roles you carry, such as helper, fixer, organizer or the reliable one, which did you choose, and which were handed to you and never given back?",
    guidance:
      "Write each role on its own line. Put a small mark beside the ones you would hand back tomorrow.",
  },
  {
    day: 43,
    prompt:
      "If nobody needed anything from you for a whole week, who would you be, and how would those seven days unfold?",
    guidance: "Let this one be playful. Nobody is grading the answer, least of all you.",
  },
  {
    day: 44,
    prompt:
      "Which part of who you are feels shaky as you change, perhaps the capable one, the busy one or the one who never lets anyone down, and what might grow in its place?",
    guidance: "If a fear comes up, name it on the page. You do not need to solve it today.",
  },
  {
    day: 45,
    prompt:
      "Which three words would you choose to describe yourself if none of them could touch on work or looking after others, and why those three?",
    guidance: "Try out many words before settling. Say the final three aloud once, even in a whisper.",
  },
  // grief-gratitude-worth
  {
    day: 46,
    prompt:
      "When a loss from these busy years catches you off guard, in a song, an old photo or an empty Saturday, what do you usually do with the feeling, and what might happen if you let it stay a while?",
    guidance:
      "Grief can be quiet. Sit by a window or light something small, and write about one moment only.",
  },
  {
    day: 47,
    prompt:
      "Which hope, plan or picture of your life are you ready to say goodbye to, and what would you like to thank it for before you let it go?",
    guidance: "Write a short goodbye of three to five lines. End with one thing you are taking with you.",
  },
  {
    day: 48,
    prompt:
      "Which things are you grateful for right now that sit alongside the hard parts of life rather than covering them up?",
    guidance: "Keep both on the page: one hard thing and one grateful thing, written side by side.",
  },
  {
    day: 49,
    prompt:
      "On a day when nothing on your list gets done, where does your worth come from, and who in your life already sees you that way?",
    guidance: "Think of one person who values you for who you are. Write what you imagine they would say.",
  },
  {
    day: 50,
    prompt:
      "What have you carried through these hard years that no one ever thanked you for, and how would you word that thanks if it came from someone who saw it all?",
    guidance:
      "Write it as a short thank-you note to yourself that names three things. Read it once without arguing with it.",
  },
  // soul-sovereignty-power
  {
    day: 51,
    prompt:
      "In which small daily choices do you already have full say, like what you eat, when you pause and how you speak to yourself, and how are you using that power?",
    guidance:
      "List five tiny decisions you made today. Beside each, note whether it came from you or from pressure.",
  },
  {
    day: 52,
    prompt:
      "Where have you handed your power to someone else's opinion, mood or schedule, and what would taking back even a small piece of it look like in practice?",
    guidance: "Stay with one example. Be specific about who, when and how it usually goes.",
  },
  {
    day: 53,
    prompt:
      "When a decision is in front of you, how do you tell the difference between what you truly want and what you feel obliged to want?",
    guidance:
      "Take a choice you face this week and write both answers. Notice which one feels lighter when you read it back.",
  },
  {
    day: 54,
    prompt:
      "In which conversations does your voice shrink or speed up, and how might you speak if you trusted your right to take up room?",
    guidance:
      "Say one sentence aloud at your natural pace before you write. Notice what it is like to be heard by yourself.",
  },
  {
    day: 55,
    prompt:
      "What do you want to say a full, glad yes to in this season of your life, and what space needs clearing to make room for it?",
    guidance: "Write the yes across the top of the page in big letters. Then list what might need to move.",
  },
  {
    day: 56,
    prompt:
      "What do you do to earn approval before anyone asks, like over-preparing, replying at once or saying sorry first, and what might happen if you did one of them a little less?",
    guidance:
      "Pick one habit and picture a single day without it. Write what you fear will happen, then what is more likely.",
  },
  {
    day: 57,
    prompt:
      "Which decision have you been rushing because you feel pushed, and what might shift if you gave yourself a full week before choosing?",
    guidance: "Write the decision and the deadline you were given. Then write the deadline you would choose.",
  },
  {
    day: 58,
    prompt:
      "Which small act this week, like leaving on time, eating away from a screen or letting a call ring out, would feel like a quiet declaration of your worth?",
    guidance:
      "Choose one act and write down when you will do it. Tonight, note how it went in a single line.",
  },
  {
    day: 59,
    prompt:
      "Where in your home, your schedule or the way you hold your body do you make yourself smaller than you need to be, and what would taking up your full space look like?",
    guidance:
      "Sit somewhere you can spread out a little. Let your notebook and your cup take up the whole table.",
  },
  {
    day: 60,
    prompt:
      "Looking across these ten days, what promise do you want to make about holding your own power from here, and how will you remember it on hard days?",
    guidance:
      "Write the promise as one sentence you could say in a single breath. Put it somewhere you will see it.",
  },
  // soul-anchoring-vortex
  {
    day: 61,
    prompt:
      "Which places, real or remembered, steady you when everything speeds up, perhaps a certain chair, a bench, a view or a friend's kitchen, and what do they share?",
    guidance:
      "Visit one of them in your mind with your eyes closed before you write. Notice the small details.",
  },
  {
    day: 62,
    prompt:
      "Which simple practices bring you back to yourself within a few minutes, like a slow breath, a warm drink, a short walk or a page of writing, and which could travel with you?",
    guidance: "Make a list short enough to fit on a sticky note. Copy it somewhere you look every day.",
  },
  {
    day: 63,
    prompt:
      "When the old spin starts pulling you back in, with racing lists, late nights and a yes before thinking, what is the earliest sign you could learn to catch?",
    guidance:
      "Recall the last time it happened and walk back through the hours before it. Look for the first clue.",
  },
  {
    day: 64,
    prompt:
      "Once you notice yourself spinning, what one concrete step, a pause, a sentence or a place to go, could carry you out before it gathers speed?",
    guidance: 'Write it as a plain if-then: "If I notice this, then I will do that." Keep the step tiny.',
  },
  {
    day: 65,
    prompt:
      "For your next stormy week, which anchors would you reach for first, whom would you tell, and what would you let go of right away?",
    guidance: "Keep it to one page. Write it as if you were handing it to yourself on a hard Tuesday.",
  },
  // reintroduction-sovereignty
  {
    day: 66,
    prompt:
      "As you step back into the full weight of your days, which new terms do you want to bring with you, and which old habits are staying at the door?",
    guidance: "Draw a doorway on the page. Write what comes in on one side and what stays out on the other.",
  },
  {
    day: 67,
    prompt:
      "Thinking about your work, paid or unpaid, what would a pace you can sustain look like in hours, breaks and expectations, and whom would you need to talk to about it?",
    guidance: "Be concrete: numbers, times, one real conversation. A livable pace is a plan, not a wish.",
  },
  {
    day: 68,
    prompt:
      "Which relationship in your life could hold more honesty now that you know your limits, and what is the first true thing you would like to say there?",
    guidance: "You are only drafting here. Write the sentence, then notice how it feels to read it back.",
  },
  {
    day: 69,
    prompt:
      "Who is the friend you keep meaning to call, what has been in the way, and what might you say in the first minute if you reached out this week?",
    guidance:
      "Write the opening lines of the call or message. If it feels right, send something short today.",
  },
  {
    day: 70,
    prompt:
      "What do you still want to build, learn or reach for, and how could you pursue it without returning to the pace that emptied you?",
    guidance: "Name the goal in one line. Then write three rules for chasing it that protect your rest.",
  },
  {
    day: 71,
    prompt:
      "Now that no has become possible, which invitations or chances are you ready to welcome back, and which one would you like to say yes to first?",
    guidance:
      "List what you have turned down in recent months. Circle one you miss and write how you could say yes to it this month.",
  },
  {
    day: 72,
    prompt:
      "If you sketched a realistic week with room for rest, connection, effort and something just for joy, what would each day hold, and which piece would you guard most closely?",
    guidance:
      "Use a blank grid or seven lines. Fill in the rest first, then build everything else around it.",
  },
  {
    day: 73,
    prompt:
      "When old expectations call you back, from a workplace, a relative or your own inner critic, how will you answer in a way that honors who you are now?",
    guidance: "Write a short reply you could give in the moment. Practice it once, out loud or in a whisper.",
  },
  {
    day: 74,
    prompt:
      "What would you tell the you who opened this journal on day one, and what do you know now that was still out of sight back then?",
    guidance:
      "Read your first entry before you start. Write with the warmth of someone who knows how the story went on.",
  },
  {
    day: 75,
    prompt:
      "As this seventy-five day path closes, how do you want your days to feel from here, and which one practice will you keep as your way of choosing grace over grind?",
    guidance:
      "Find a quiet spot, light a candle or open a window once more, and read your answer aloud when you finish.",
  },
];
