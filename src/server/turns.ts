/** Runs async work at most `slots` at a time; the rest wait in order of arrival. */
export class Turns {
  #running = 0;
  #waiting: (() => void)[] = [];

  constructor(readonly slots: number) {}

  get running(): number {
    return this.#running;
  }

  async run<T>(work: () => Promise<T>): Promise<T> {
    if (this.#running < this.slots) this.#running++;
    // A finishing turn hands its slot straight to the next in line (see below).
    else await new Promise<void>((resolve) => this.#waiting.push(resolve));
    try {
      return await work();
    } finally {
      const next = this.#waiting.shift();
      if (next) next();
      else this.#running--;
    }
  }
}
