import { createAdapter } from '@socket.io/redis-adapter';
import type { FastifyBaseLogger } from 'fastify';
import { Redis } from 'ioredis';

const CONNECT_TIMEOUT_MS = 2_000;

/** Resolves true once the client is ready, false on its first error or after the timeout. */
function ready(client: Redis): Promise<boolean> {
  return new Promise((resolve) => {
    const timer = setTimeout(() => resolve(false), CONNECT_TIMEOUT_MS);
    client.once('ready', () => {
      clearTimeout(timer);
      resolve(true);
    });
    client.once('error', () => {
      clearTimeout(timer);
      resolve(false);
    });
  });
}

/**
 * Calls `resubscribed` each time the subscriber connection is back after it was lost, once its
 * channels are subscribed again: ioredis sends the SUBSCRIBE commands before it announces `ready`,
 * so a PING sent then is answered after them. Whatever other instances published meanwhile never
 * reached this one.
 */
function onResubscribed(sub: Redis, resubscribed: () => void, log: FastifyBaseLogger) {
  let lost = false;
  sub.on('close', () => {
    lost = true;
  });
  sub.on('ready', () => {
    if (!lost) return;
    lost = false;
    sub.ping().then(
      () => {
        log.warn('realtime: Redis is back; clients read again what they may have missed');
        resubscribed();
      },
      // Lost again before the answer: the next `ready` tries again.
      () => undefined,
    );
  });
}

/**
 * The Redis adapter carries every room emit to the other instances (pub/sub on one connection
 * pair per instance). It is only installed once both connections are up: the adapter's own
 * subscribe and publish calls are not awaited, so a command rejected by an unreachable Redis would
 * be an unhandled rejection. Without Redis at start, emits reach this instance's sockets only
 * (logged). Later outages are logged; commands wait for ioredis to reconnect instead of failing.
 * Pub/sub keeps nothing for a subscriber that is away: `resubscribed` is told when the gap is over.
 */
export async function createRedisAdapter(options: {
  redisUrl: string;
  keyPrefix: string;
  log: FastifyBaseLogger;
  resubscribed: () => void;
}) {
  const { redisUrl, keyPrefix, log } = options;
  // Named, so an operator's CLIENT LIST tells them apart (and a test can cut one).
  const pub = new Redis(redisUrl, {
    maxRetriesPerRequest: null,
    connectionName: `${keyPrefix}:realtime-pub`,
  });
  const sub = pub.duplicate({ connectionName: `${keyPrefix}:realtime-sub` });
  const connected = (await Promise.all([ready(pub), ready(sub)])).every(Boolean);
  for (const client of [pub, sub]) {
    client.on('error', (error: Error) =>
      log.warn({ err: error.message }, 'realtime: Redis unavailable'),
    );
  }
  if (!connected) {
    pub.disconnect();
    sub.disconnect();
    log.warn('realtime: Redis unreachable at start; events reach this instance only');
    return undefined;
  }
  onResubscribed(sub, options.resubscribed, log);
  return {
    adapter: createAdapter(pub, sub, { key: `${keyPrefix}:socket.io` }),
    close() {
      pub.disconnect();
      sub.disconnect();
    },
  };
}
