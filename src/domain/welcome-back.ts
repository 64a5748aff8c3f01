// Welcome back (D23, issue #27 item 6): after 7 or more days without writing or checking in, the
// dashboard opens with a short card: one gentle question and where she left off, and never a word
// about the days between. The server says when she last wrote; her browser's clock decides.

export const WELCOME_BACK_AFTER_DAYS = 7;

export interface LeftOff {
  kind: "day" | "page" | "check-in";
  title: string;
  href: string;
}

export interface WelcomeBack {
  /** When she last wrote a reflection or a page or saved a check-in (ISO); null if she never has. */
  lastWrittenAt: string | null;
  leftOff: LeftOff | null;
}

/** True when she wrote before and the last time was 7 or more days before `now`. */
export function isWelcomeBack(lastWrittenAt: string | null, now: Date): boolean {
  if (!lastWrittenAt) return false;
  return now.getTime() - Date.parse(lastWrittenAt) >= WELCOME_BACK_AFTER_DAYS * 86_400_000;
}
