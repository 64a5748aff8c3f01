import type { AsyncLocalStorage } from "node:async_hooks";
import {
  getCurrentAuthContextAsyncLocalStorage,
  getCurrentDBAdapterAsyncLocalStorage,
  getRequestStateAsyncLocalStorage,
} from "@better-auth/core/context";

// docs/architecture.md, "Async context": under Node 20 an AsyncLocalStorage, once run, keeps promise
// hooks on for the whole process, and every promise of every request pays for them (about a third of
// a cached read's CPU). better-auth's three stores are only read inside its own work, so they are
// switched off whenever none of that work is running, and switched on again by its next run.

const scoped = Symbol.for("grind-to-grace.scoped-async-context");

type Store = AsyncLocalStorage<unknown> & { [scoped]?: true };

/** How many of better-auth's runs are under way, in this process. */
let running = 0;
// module state: better-auth's AsyncLocalStorage stores belong to the process, not to one server.
const stores = new Set<Store>();

function settled() {
  running -= 1;
  if (running === 0) for (const store of stores) store.disable();
}

function scope(store: Store) {
  stores.add(store);
  if (store[scoped]) return;
  store[scoped] = true;
  const run = store.run.bind(store) as (value: unknown, fn: () => unknown) => unknown;
  store.run = ((value: unknown, fn: () => unknown) => {
    running += 1;
    let result: unknown;
    try {
      result = run(value, fn);
    } catch (error) {
      settled();
      throw error;
    }
    if (result instanceof Promise) return result.finally(settled);
    settled();
    return result;
  }) as Store["run"];
  // A store first made before this point has been running all along: off until its next run.
  if (running === 0) store.disable();
}

/** better-auth's stores: its endpoint's context, its request's state and its database transaction. */
async function authStores(): Promise<Store[]> {
  return (await Promise.all([
    getCurrentAuthContextAsyncLocalStorage(),
    getRequestStateAsyncLocalStorage(),
    getCurrentDBAdapterAsyncLocalStorage(),
  ])) as Store[];
}

/** Makes better-auth's stores (it makes them on first use) switch themselves off between its runs. */
export async function scopeAuthAsyncContext(): Promise<void> {
  for (const store of await authStores()) scope(store);
}

/** For tests: whether any of better-auth's stores is on (and with it, Node's promise hooks). */
export async function authAsyncContextEnabled(): Promise<boolean> {
  return (await authStores()).some((store) => (store as { enabled?: boolean }).enabled === true);
}
