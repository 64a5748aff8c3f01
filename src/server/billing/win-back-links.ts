import { createHmac, timingSafeEqual } from "node:crypto";
import { API_ROOT, apiAreas } from "../../domain/api-paths";

/**
 * The win-back mail's one-press opt-out (docs/jobs.md, "Keeping members"): her id with an HMAC of it under the
 * server's secret, so it works without signing in and cannot be made for anyone else.
 */
export class WinBackLinks {
  constructor(
    private readonly secret: string,
    private readonly publicUrl: string,
  ) {}

  #sign(userId: string): string {
    return createHmac("sha256", this.secret).update(`win-back-opt-out:${userId}`).digest("base64url");
  }

  url(userId: string): string {
    const query = new URLSearchParams({ u: userId, t: this.#sign(userId) });
    return `${this.publicUrl}${API_ROOT}${apiAreas.winBackOptOut}?${query}`;
  }

  verify(userId: string, token: string): boolean {
    const expected = Buffer.from(this.#sign(userId));
    const given = Buffer.from(token);
    return expected.length === given.length && timingSafeEqual(expected, given);
  }
}
