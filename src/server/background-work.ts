/**
 * Work that runs after the answer has gone (mail from the auth endpoints: docs/security.md, timing).
 * A server shutting down waits for it, so a mail already promised is not dropped.
 */
export class BackgroundWork {
  #pending = new Set<Promise<unknown>>();

  track(work: Promise<unknown>) {
    const settled = work.catch(() => undefined).finally(() => this.#pending.delete(settled));
    this.#pending.add(settled);
  }

  /** Resolves once everything tracked so far (and anything it started) has finished. */
  async idle(): Promise<void> {
    while (this.#pending.size > 0) await Promise.allSettled([...this.#pending]);
  }
}
