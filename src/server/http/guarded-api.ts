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
  const area: GuardedApi = {
    mount(prefix, routes) {
      api.use(prefix, ...guards);
      api.use(`${prefix}/*`, ...guards);
      api.route(prefix, routes);
      return area;
    },
  };
  return area;
}
