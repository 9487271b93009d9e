import type { FastifyBaseLogger } from 'fastify';
import {
  RateLimiterMemory,
  RateLimiterRedis,
  type RateLimiterAbstract,
} from 'rate-limiter-flexible';

/** Counts events per key over a fixed window; shared by every instance when Redis is configured. */
export type Counter = {
  readonly limit: number;
  /** Counts one more event and answers the total in the current window (also past the limit). */
  add(key: string): Promise<number>;
  /** Whether the key has reached the limit (or was locked), and the milliseconds until it ends. */
  check(key: string): Promise<{ reached: boolean; retryAfterMs: number }>;
  /** Holds the key at its limit for `seconds`, whatever it counted before. */
  lock(key: string, seconds: number): Promise<void>;
  reset(key: string): Promise<void>;
};

export type LimiterStore = {
  readonly kind: 'redis' | 'memory';
  counter(name: string, options: { limit: number; windowSeconds: number }): Counter;
  close(): void;
};

function wrap(limiter: RateLimiterAbstract, limit: number): Counter {
  return {
    limit,
    // penalty() counts without refusing past the limit: callers decide what the count means.
    add: async (key) => (await limiter.penalty(key, 1)).consumedPoints,
    async check(key) {
      const res = await limiter.get(key);
      const reached = (res?.consumedPoints ?? 0) >= limit;
      return { reached, retryAfterMs: reached ? (res?.msBeforeNext ?? 0) : 0 };
    },
    lock: async (key, seconds) => {
      await limiter.block(key, seconds);
    },
    reset: async (key) => {
      await limiter.delete(key);
    },
  };
}

/**
 * Counters in Redis when REDIS_URL is set, so every instance sees the same failures; in process
 * memory otherwise. A Redis outage falls back to per-instance memory counters (the library's
 * insurance limiter): limits keep holding on each instance and no request fails because of it.
 */
export async function createLimiterStore(options: {
  redisUrl: string | undefined;
  keyPrefix: string;
  log: FastifyBaseLogger;
}): Promise<LimiterStore> {
  const { redisUrl, keyPrefix, log } = options;
  if (!redisUrl) {
    return {
      kind: 'memory',
      counter: (name, { limit, windowSeconds }) =>
        wrap(
          new RateLimiterMemory({
            keyPrefix: `${keyPrefix}:${name}`,
            points: limit,
            duration: windowSeconds,
          }),
          limit,
        ),
      close: () => undefined,
    };
  }

  // The Redis client library is loaded only when Redis is configured (it costs every start time).
  // Without an offline queue a command fails at once while Redis is away, and a hung Redis fails
  // after a second: either way the insurance limiter answers instead of the request waiting.
  const { Redis } = await import('ioredis');
  const client = new Redis(redisUrl, {
    enableOfflineQueue: false,
    maxRetriesPerRequest: 1,
    commandTimeout: 1000,
  });
  let healthy = true;
  client.on('error', (error: Error) => {
    if (healthy) log.warn({ err: error }, 'Redis unreachable: limits count in process memory');
    healthy = false;
  });
  client.on('ready', () => {
    if (!healthy) log.info('Redis reachable again: limits are shared');
    healthy = true;
  });

  return {
    kind: 'redis',
    counter(name, { limit, windowSeconds }) {
      const settings = {
        keyPrefix: `${keyPrefix}:${name}`,
        points: limit,
        duration: windowSeconds,
      };
      return wrap(
        new RateLimiterRedis({
          ...settings,
          storeClient: client,
          rejectIfRedisNotReady: true,
          insuranceLimiter: new RateLimiterMemory(settings),
        }),
        limit,
      );
    },
    close: () => client.disconnect(),
  };
}
