import { sql } from 'drizzle-orm';
import { expect, test } from 'vitest';
import { useTestApp } from '../test-support/test-app.js';
import { retryingDeadlocks } from './deadlock-retry.js';

const ctx = useTestApp();
const postgres = Boolean(process.env.TEST_DATABASE_URL);

// PGlite answers one statement at a time: two transactions never wait for each other there.
test.skipIf(!postgres)(
  'two transactions that deadlock both commit: the one PostgreSQL ends runs again (PostgreSQL only)',
  async () => {
    const runs = { first: 0, second: 0 };
    let bothHoldOne!: () => void;
    const holding = new Promise<void>((resolve) => (bothHoldOne = resolve));
    let held = 0;
    // Each takes one lock, waits until the other holds its own, then asks for the other's.
    const crossed = (name: keyof typeof runs, mine: number, theirs: number) =>
      retryingDeadlocks(() =>
        ctx.app.db.transaction(async (tx) => {
          runs[name] += 1;
          await tx.execute(sql`select pg_advisory_xact_lock(${mine})`);
          if (++held === 2) bothHoldOne();
          await holding;
          await tx.execute(sql`select pg_advisory_xact_lock(${theirs})`);
          return name;
        }),
      );
    const answers = await Promise.all([
      crossed('first', 71_001, 71_002),
      crossed('second', 71_002, 71_001),
    ]);
    expect(answers).toEqual(['first', 'second']);
    expect(runs.first + runs.second).toBe(3);
  },
);
