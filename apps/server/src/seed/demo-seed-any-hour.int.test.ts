import { and, asc, eq, ne } from 'drizzle-orm';
import { expect, test } from 'vitest';
import { encounters } from '../db/schema/encounters.js';
import { users } from '../db/schema/identity.js';
import { openTestDatabase } from '../test-support/test-database.js';
import { demoAccounts } from './demo-accounts.js';
import { ROOM_VISIT_LEAD_MINUTES } from './demo-room-visit.js';
import { seedDemoIfEmpty } from './demo-seed.js';

/** Dr. Chen's timed appointments, in order, after seeding the demo at `now`. */
async function seedAt(now: Date) {
  const database = await openTestDatabase();
  try {
    expect(await seedDemoIfEmpty(database.db, undefined, now)).toBe(true);
    const [chen] = await database.db
      .select({ id: users.id })
      .from(users)
      .where(eq(users.email, demoAccounts.providerChen.email));
    return await database.db
      .select({ start: encounters.startTime, end: encounters.endTime, status: encounters.status })
      .from(encounters)
      .where(and(eq(encounters.providerId, chen!.id), ne(encounters.type, 'MESSAGE')))
      .orderBy(asc(encounters.startTime));
  } finally {
    await database.close();
  }
}

// Dr. Chen (Chicago) has demo visits today at 11:00 and 16:00 local; the demo video visit starts ten
// minutes after seeding. Seeded at 10:20:18 or 15:35 Chicago time, the two used to overlap and the
// seed (so `npm start` on a fresh machine) failed on the no-double-booking constraint.
test('the demo seeds at any hour: the provider’s other visits make way for the demo video visit', async () => {
  const quiet = await seedAt(new Date('2026-11-22T09:00:00Z'));
  for (const now of [new Date('2026-11-22T16:20:18.670Z'), new Date('2026-11-22T21:35:00Z')]) {
    const visits = await seedAt(now);
    expect(visits).toHaveLength(quiet.length);
    const roomStart = now.getTime() + ROOM_VISIT_LEAD_MINUTES * 60_000;
    expect(visits.map((v) => v.start.getTime())).toContain(roomStart);
    const active = visits.filter((v) => v.status === 'ACCEPTED' || v.status === 'REQUESTED');
    for (const [i, visit] of active.entries()) {
      const next = active[i + 1];
      if (next) expect(visit.end!.getTime()).toBeLessThanOrEqual(next.start.getTime());
    }
  }
});
