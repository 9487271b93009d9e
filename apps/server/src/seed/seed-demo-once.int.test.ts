import { count } from 'drizzle-orm';
import { describe, expect, test } from 'vitest';
import { clinics } from '../db/schema/clinics.js';
import { openDatabase } from '../db/database.js';
import { createPostgresTestDatabase } from '../test-support/test-database.js';
import { seedDemoOnce } from './seed-demo-once.js';

const testDatabaseUrl = process.env.TEST_DATABASE_URL;

describe('the demo seed with several instances', { timeout: 180_000 }, () => {
  // Only PostgreSQL is shared by several processes; an embedded database has one.
  test.skipIf(!testDatabaseUrl)(
    'issue 24: two instances started together on an empty database seed it once, and neither fails',
    async () => {
      const created = await createPostgresTestDatabase(testDatabaseUrl ?? '');
      const [one, two] = await Promise.all([
        openDatabase({ databaseUrl: created.url }),
        openDatabase({ databaseUrl: created.url }),
      ]);
      try {
        const hmacSecret = new Uint8Array(32);
        const said: string[] = [];
        const outcomes = await Promise.all(
          [one, two].map((database, i) =>
            seedDemoOnce({ database, hmacSecret, onSeeding: () => said.push(`instance ${i}`) }),
          ),
        );
        expect(outcomes.sort()).toEqual([false, true]);
        expect(said).toHaveLength(1);
        const [row] = await one.db.select({ value: count() }).from(clinics);
        expect(row?.value).toBeGreaterThan(0);
        // A later start finds the demo there and seeds nothing.
        expect(await seedDemoOnce({ database: two, hmacSecret })).toBe(false);
      } finally {
        await one.close();
        await two.close();
        await created.drop();
      }
    },
  );
});
