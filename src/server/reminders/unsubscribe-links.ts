import { createHmac, timingSafeEqual } from "node:crypto";

/** Which mail a link stops: the daily reminders, the weekly letter (D23), or the coach's news (D28). */
export type MailList = "reminders" | "weekly" | "news";

/**
 * Signed one-click unsubscribe links (RFC 8058): the link names her id and carries an HMAC of it
 * under the server's secret, so it turns her reminders off without signing in and cannot be forged
 * for anyone else.
 */
export class UnsubscribeLinks {
  constructor(
    private readonly secret: string,
    private readonly publicUrl: string,
  ) {}

  #sign(userId: string, list: MailList): string {
    return createHmac("sha256", this.secret).update(`unsubscribe-${list}:${userId}`).digest("base64url");
  }

  url(userId: string, list: MailList = "reminders"): string {
    const query = new URLSearchParams({ u: userId, t: this.#sign(userId, list) });
    if (list !== "reminders") query.set("l", list);
    return `${this.publicUrl}/api/reminders/unsubscribe?${query}`;
  }

  verify(userId: string, token: string, list: MailList = "reminders"): boolean {
    const expected = Buffer.from(this.#sign(userId, list));
    const given = Buffer.from(token);
    return expected.length === given.length && timingSafeEqual(expected, given);
  }
}
