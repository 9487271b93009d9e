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
 * The Redis adapter carries every room emit to the other instances (pub/sub on one connection
 * pair per instance). It is only installed once both connections are up: the adapter's own
 * subscribe and publish calls are not awaited, so a command rejected by an unreachable Redis would
 * be an unhandled rejection. Without Redis at start, emits reach this instance's sockets only
 * (logged). Later outages are logged; commands wait for ioredis to reconnect instead of failing.
 */
export async function createRedisAdapter(options: {
  redisUrl: string;
  keyPrefix: string;
  log: FastifyBaseLogger;
}) {
  const { redisUrl, keyPrefix, log } = options;
  const pub = new Redis(redisUrl, { maxRetriesPerRequest: null });
  const sub = pub.duplicate();
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
  return {
    adapter: createAdapter(pub, sub, { key: `${keyPrefix}:socket.io` }),
    close() {
      pub.disconnect();
      sub.disconnect();
    },
  };
}
