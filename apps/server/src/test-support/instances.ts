import { afterAll } from 'vitest';
import { realtimeClient, type TestClient } from './realtime-client.js';
import { REDIS_URL, dropRedisKeys, redisReachable, testRedisPrefix } from './redis.js';
import { createTestApp, type TestContext } from './test-app.js';

/**
 * The app instances and realtime clients a multi-instance test file opens, all closed after the
 * file (and its Redis keys dropped). `redisEnv` puts an instance on the file's own Redis channels.
 */
export async function instanceHarness() {
  const redisUp = await redisReachable();
  const prefix = testRedisPrefix();
  const opened: TestContext[] = [];
  const clients: TestClient[] = [];

  afterAll(async () => {
    for (const client of clients) client.close();
    for (const ctx of opened.reverse()) await ctx.close().catch(() => undefined);
    if (redisUp) await dropRedisKeys(prefix);
  });

  return {
    redisUp,
    redisEnv: { REDIS_URL, REDIS_KEY_PREFIX: prefix },
    open: async (options: Parameters<typeof createTestApp>[0]) => {
      const ctx = await createTestApp(options);
      opened.push(ctx);
      return ctx;
    },
    client: (...args: Parameters<typeof realtimeClient>) => {
      const client = realtimeClient(...args);
      clients.push(client);
      return client;
    },
  };
}
