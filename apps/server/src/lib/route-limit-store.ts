import type { FastifyBaseLogger } from 'fastify';
import type { Counter, LimiterStore } from './limiter-store.js';

type Done = (error: Error | null, result?: { current: number; ttl: number }) => void;
type RouteInfo = { method?: string | string[]; url?: string };

/**
 * The route a child store counts for. At run time the plugin hands child() the route's merged
 * limit settings, whose `routeInfo` is the route (its type declaration says the route itself).
 */
const routeName = (params: object) => {
  const { method, url } = (params as { routeInfo?: RouteInfo }).routeInfo ?? {};
  return url ? `route:${[method].flat().join(',')} ${url}` : 'route';
};

/**
 * @fastify/rate-limit's store on the app's limiter store: routes' own limits (sign-in, passcode,
 * reset, sign-up, room links…) are then counted in Redis when REDIS_URL is set, shared by every
 * instance, hashed like every other limiter key, and fall back to process memory while Redis is
 * away. The plugin's own Redis store would do none of the last three.
 */
export function routeLimitStore(limiters: LimiterStore, log: FastifyBaseLogger) {
  return class RouteLimitStore {
    private readonly counters = new Map<string, Counter>();
    private readonly name: string;

    constructor(params: object = {}) {
      this.name = routeName(params);
    }

    /** A counter per limit and window: one route may be limited by a function of the request. */
    private counter(max: number, timeWindowMs: number) {
      const id = `${max}/${timeWindowMs}`;
      let counter = this.counters.get(id);
      if (!counter) {
        counter = limiters.counter(`${this.name}:${id}`, {
          limit: max,
          windowSeconds: Math.max(1, Math.ceil(timeWindowMs / 1000)),
        });
        this.counters.set(id, counter);
      }
      return counter;
    }

    incr(key: string, done: Done, timeWindowMs: number, max: number) {
      this.counter(max, timeWindowMs)
        .hit(key)
        .then(({ count, msLeft }) => {
          // Once per key and window: the first request refused, not every one after it.
          if (count === max + 1) {
            log.warn(
              { limit: this.name.replace(/^route:/, ''), max, windowSeconds: timeWindowMs / 1000 },
              'rate limit reached: further requests from this caller are refused until the window ends',
            );
          }
          done(null, { current: count, ttl: msLeft });
        })
        .catch((error: Error) => done(error));
    }

    child(params: object) {
      return new RouteLimitStore(params);
    }
  };
}
