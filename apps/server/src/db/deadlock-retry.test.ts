import { DrizzleQueryError } from 'drizzle-orm/errors';
import { describe, expect, test } from 'vitest';
import { isDeadlock, retryingDeadlocks } from './deadlock-retry.js';

const deadlock = () =>
  new DrizzleQueryError(
    'insert into "encounters" …',
    [],
    Object.assign(new Error('deadlock detected'), { code: '40P01' }),
  );
const constraint = () => Object.assign(new Error('conflicting key value'), { code: '23P01' });

describe('deadlock retry', () => {
  test('a transaction ended to break a deadlock runs again, and its answer is returned', async () => {
    let runs = 0;
    const answer = await retryingDeadlocks(async () => {
      runs += 1;
      if (runs < 3) throw deadlock();
      return 'booked';
    });
    expect(answer).toBe('booked');
    expect(runs).toBe(3);
  });

  test('any other error is thrown at once, and a deadlock after the last attempt too', async () => {
    let runs = 0;
    const taken = retryingDeadlocks(async () => {
      runs += 1;
      throw constraint();
    });
    await expect(taken).rejects.toMatchObject({ code: '23P01' });
    expect(runs).toBe(1);
    runs = 0;
    const stuck = retryingDeadlocks(async () => {
      runs += 1;
      throw deadlock();
    }, 2);
    await expect(stuck).rejects.toSatisfy(isDeadlock);
    expect(runs).toBe(2);
  });
});
