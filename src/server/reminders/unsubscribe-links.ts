import { createHmac, timingSafeEqual } from "node:crypto";

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

  #sign(userId: string): string {
    return createHmac("sha256", this.secret).update(`unsubscribe-reminders:${userId}`).digest("base64url");
  }

  url(userId: string): string {
    const query = new URLSearchParams({ u: userId, t: this.#sign(userId) });
    return `${this.publicUrl}/api/reminders/unsubscribe?${query}`;
  }

  verify(userId: string, token: string): boolean {
    const expected = Buffer.from(this.#sign(userId));
    const given = Buffer.from(token);
    return expected.length === given.length && timingSafeEqual(expected, given);
  }
}
