import { randomBytes } from 'node:crypto';
import { connect } from 'node:net';
import { Redis } from 'ioredis';

/** The local Redis the multi-instance tests share (CI runs one on this address). */
export const REDIS_URL = 'redis://127.0.0.1:6379';

/** Whether Redis answers: the multi-instance tests are skipped (and say so) when it does not. */
export const redisReachable = () =>
  new Promise<boolean>((resolve) => {
    const socket = connect({ host: '127.0.0.1', port: 6379 });
    const done = (up: boolean) => {
      socket.destroy();
      resolve(up);
    };
    socket.setTimeout(1000, () => done(false));
    socket.once('connect', () => done(true));
    socket.once('error', () => done(false));
  });

/** A run's own key prefix: its Socket.IO channels never meet another run's. */
export const testRedisPrefix = () => `clinicall-test-${randomBytes(6).toString('hex')}`;

export async function dropRedisKeys(prefix: string) {
  const redis = new Redis(REDIS_URL);
  const keys = await redis.keys(`${prefix}:*`);
  if (keys.length > 0) await redis.del(...keys);
  redis.disconnect();
}
