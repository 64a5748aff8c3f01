import type { Hono, MiddlewareHandler } from "hono";
import type { AppEnv } from "../context";

/**
 * An API area whose every route runs behind the same guards (docs/architecture.md, "Guards"). Routes
 * join it only through `mount`, which puts the guards in front of the whole prefix, so a new area
 * cannot be added unguarded by forgetting a line. The guards cover only the prefixes mounted, so an
 * unknown path stays a 404 for everyone rather than a 401.
 */
export interface GuardedApi {
  mount(prefix: string, routes: Hono<AppEnv>): GuardedApi;
}

export function guardedApi(api: Hono<AppEnv>, ...guards: MiddlewareHandler<AppEnv>[]): GuardedApi {
  const guarded: string[] = [];
  const area: GuardedApi = {
    mount(prefix, routes) {
      // Inside a prefix this area already guards (e.g. /billing/local in /billing), the guards run
      // once: twice would count each write two times against the member's write limit.
      if (!guarded.some((outer) => prefix.startsWith(`${outer}/`))) {
        api.use(prefix, ...guards);
        api.use(`${prefix}/*`, ...guards);
        guarded.push(prefix);
      }
      api.route(prefix, routes);
      return area;
    },
  };
  return area;
}
