import { outsideRequest, timed } from "../server-timing";

// Batching (group commit for writes, batch loading for reads): calls that arrive together go to the
// database together, in one statement, so the fixed cost of a statement (parse, plan, commit; on
// PGlite also its wasm round trips) is paid once per batch instead of once per request. A batch
// starts on the event loop's next turn (setImmediate), after the requests whose bytes have already
// arrived had their turn to join it: PGlite runs a query synchronously, so without that turn no
// other request could ever join. The next batch waits for the current one and takes whatever
// arrived meanwhile. When the server is quiet a batch holds one call and waits for nothing.

interface Pending<Item, Result> {
  item: Item;
  resolve(result: Result): void;
  reject(error: unknown): void;
}

export interface BatcherOptions<Item, Result> {
  /** Calls with the same key never share a batch, so (writes) they apply one after the other, in order. */
  key?(item: Item): string;
  /** The size of an item (e.g. its text length), so that one batch stays a reasonable statement. */
  weight?(item: Item): number;
  maxItems: number;
  maxWeight?: number;
  /** Runs `items` and answers one result per item, in the same order. */
  run(items: Item[]): Promise<Result[]>;
}

export class Batcher<Item, Result> {
  #queue: Pending<Item, Result>[] = [];
  /** A batch is scheduled or in the database. */
  #busy = false;

  constructor(private readonly options: BatcherOptions<Item, Result>) {}

  run(item: Item): Promise<Result> {
    return timed(
      "batch",
      () =>
        new Promise<Result>((resolve, reject) => {
          this.#queue.push({ item, resolve, reject });
          if (!this.#busy) this.#schedule();
        }),
    );
  }

  #schedule() {
    this.#busy = true;
    // The batch is everyone's: its queries are not counted against the request that started it.
    setImmediate(() => outsideRequest(() => void this.#runNext()));
  }

  async #runNext() {
    await this.#runBatch(this.#takeBatch());
    if (this.#queue.length > 0) this.#schedule();
    else this.#busy = false;
  }

  /** The oldest calls, at most one per key, within the size limits; the rest stay queued in order. */
  #takeBatch(): Pending<Item, Result>[] {
    const { key, weight, maxItems, maxWeight = Number.POSITIVE_INFINITY } = this.options;
    const batch: Pending<Item, Result>[] = [];
    const keys = new Set<string>();
    let total = 0;
    const rest: Pending<Item, Result>[] = [];
    for (const pending of this.#queue) {
      const itemKey = key?.(pending.item);
      const itemWeight = weight?.(pending.item) ?? 1;
      const fits = batch.length < maxItems && (batch.length === 0 || total + itemWeight <= maxWeight);
      if (fits && (itemKey === undefined || !keys.has(itemKey))) {
        batch.push(pending);
        if (itemKey !== undefined) keys.add(itemKey);
        total += itemWeight;
      } else {
        rest.push(pending);
      }
    }
    this.#queue = rest;
    return batch;
  }

  async #runBatch(batch: Pending<Item, Result>[]) {
    try {
      const results = await this.options.run(batch.map((pending) => pending.item));
      for (const [i, pending] of batch.entries()) pending.resolve(results[i] as Result);
    } catch (error) {
      if (batch.length === 1) {
        batch[0]?.reject(error);
        return;
      }
      // One bad call must not fail the others: run each alone, so only its own request fails.
      for (const pending of batch) await this.#runBatch([pending]);
    }
  }
}
