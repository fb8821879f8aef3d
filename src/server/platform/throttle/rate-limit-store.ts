// @fastify/rate-limit keeps its counts in process memory by default, so each server process would allow the full
// limit again. This store hands them to the shared CounterStore (database or Redis) instead.
import type { CounterStore, Hits } from './store.ts';

type Callback = (error: Error | null, result?: Hits) => void;
// The plugin hands child() the route's merged limit options, with the route itself under `routeInfo`.
type RouteInfo = { method?: string | string[]; url?: string };

/** A store class for the plugin's `store` option; each route's limit counts under its own prefix. */
export function sharedRateLimitStore(counters: CounterStore, now: () => number) {
  return class SharedRateLimitStore {
    constructor(
      _globalParams?: unknown,
      readonly prefix = 'rate:',
    ) {}

    incr(key: string, callback: Callback, timeWindow: number) {
      counters.hit(`${this.prefix}${key}`, now(), timeWindow).then(
        (hits) => callback(null, hits),
        (error: unknown) => callback(error instanceof Error ? error : new Error(String(error))),
      );
    }

    child(routeOptions: object) {
      const route = 'routeInfo' in routeOptions ? (routeOptions.routeInfo as RouteInfo) : {};
      const method = [route.method ?? ''].flat().join(',');
      return new SharedRateLimitStore(undefined, `${this.prefix}${method}${route.url ?? ''}:`);
    }
  };
}
