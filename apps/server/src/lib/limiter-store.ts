import { createHmac } from 'node:crypto';
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
  /** Like add, with the milliseconds left in the current window. */
  hit(key: string): Promise<{ count: number; msLeft: number }>;
  /** Whether the key has reached the limit (or was locked), and the milliseconds until it ends. */
  check(key: string): Promise<{ reached: boolean; retryAfterMs: number }>;
  /** Holds the key at its limit for `seconds`, whatever it counted before. */
  lock(key: string, seconds: number): Promise<void>;
  reset(key: string): Promise<void>;
};

export type LimiterStore = {
  readonly kind: 'redis' | 'memory';
  counter(name: string, options: { limit: number; windowSeconds: number }): Counter;
  /** Redis only: resolves once Redis answers a PING (GET /ready), rejects within a second. */
  ping?(): Promise<void>;
  close(): void;
};

/**
 * Keys are e-mail addresses, client addresses and account ids: Redis (and a dump of it) holds only
 * their keyed hash, which nobody without the installation's HMAC_SECRET can reverse or guess.
 * Instances of one installation share that secret, so they count under the same hashes.
 */
const keyHasher = (secret: Uint8Array) => (key: string) =>
  createHmac('sha256', secret).update(key).digest('base64url').slice(0, 22);

function wrap(limiter: RateLimiterAbstract, limit: number, hash: (key: string) => string): Counter {
  // penalty() counts without refusing past the limit: callers decide what the count means.
  const hit = async (key: string) => {
    const res = await limiter.penalty(hash(key), 1);
    return { count: res.consumedPoints, msLeft: res.msBeforeNext };
  };
  return {
    limit,
    add: async (key) => (await hit(key)).count,
    hit,
    async check(key) {
      const res = await limiter.get(hash(key));
      const reached = (res?.consumedPoints ?? 0) >= limit;
      return { reached, retryAfterMs: reached ? (res?.msBeforeNext ?? 0) : 0 };
    },
    lock: async (key, seconds) => {
      await limiter.block(hash(key), seconds);
    },
    reset: async (key) => {
      await limiter.delete(hash(key));
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
  /** HMAC_SECRET: keys are stored as their hash under it. */
  keySecret: Uint8Array;
  log: FastifyBaseLogger;
}): Promise<LimiterStore> {
  const { redisUrl, keyPrefix, log } = options;
  const hash = keyHasher(options.keySecret);
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
          hash,
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
        hash,
      );
    },
    ping: async () => {
      await client.ping();
    },
    close: () => client.disconnect(),
  };
}
