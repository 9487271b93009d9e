import { and, asc, eq, ne } from 'drizzle-orm';
import { expect, test } from 'vitest';
import { encounters } from '../db/schema/encounters.js';
import { users } from '../db/schema/identity.js';
import { openTestDatabase } from '../test-support/test-database.js';
import { demoAccounts } from './demo-accounts.js';
import { ON_DEMAND_FREE_MINUTES, ROOM_VISIT_LEAD_MINUTES } from './demo-room-visit.js';
import { seedDemoIfEmpty } from './demo-seed.js';

type Visit = { start: Date; end: Date | null; status: string };

/** Dr. Chen's and Dr. Rivera's timed appointments, in order, after seeding the demo at `now`. */
async function seedAt(now: Date) {
  const database = await openTestDatabase();
  try {
    expect(await seedDemoIfEmpty(database.db, undefined, now)).toBe(true);
    const visitsOf = async (email: string): Promise<Visit[]> => {
      const [provider] = await database.db
        .select({ id: users.id })
        .from(users)
        .where(eq(users.email, email));
      return database.db
        .select({ start: encounters.startTime, end: encounters.endTime, status: encounters.status })
        .from(encounters)
        .where(and(eq(encounters.providerId, provider!.id), ne(encounters.type, 'MESSAGE')))
        .orderBy(asc(encounters.startTime));
    };
    return {
      chen: await visitsOf(demoAccounts.providerChen.email),
      rivera: await visitsOf(demoAccounts.providerRivera.email),
    };
  } finally {
    await database.close();
  }
}

const holdingTime = (visits: Visit[]) =>
  visits.filter((v) => v.status === 'ACCEPTED' || v.status === 'REQUESTED');

// Dr. Chen (Chicago) has demo visits today at 11:00 and 16:00 local; the demo video visit starts ten
// minutes after seeding. Seeded at 10:20:18 or 15:35 Chicago time, the two used to overlap and the
// seed (so `npm start` on a fresh machine) failed on the no-double-booking constraint.
test('the demo seeds at any hour: the provider’s other visits make way for the demo video visit', async () => {
  const quiet = (await seedAt(new Date('2026-11-22T09:00:00Z'))).chen;
  for (const now of [new Date('2026-11-22T16:20:18.670Z'), new Date('2026-11-22T21:35:00Z')]) {
    const visits = (await seedAt(now)).chen;
    expect(visits).toHaveLength(quiet.length);
    const roomStart = now.getTime() + ROOM_VISIT_LEAD_MINUTES * 60_000;
    expect(visits.map((v) => v.start.getTime())).toContain(roomStart);
    const active = holdingTime(visits);
    for (const [i, visit] of active.entries()) {
      const next = active[i + 1];
      if (next) expect(visit.end!.getTime()).toBeLessThanOrEqual(next.start.getTime());
    }
  }
});

// Dr. Rivera (New York) has demo visits today at 11:00 and 16:00 local. Seeded at 20:48 UTC, the
// browser journey's on-demand call a few minutes later ran into the 16:00 one and was refused.
test('C103 the demo seeds at any hour: Dr. Rivera has the first hour free for an on-demand call', async () => {
  for (const now of [new Date('2026-11-22T15:40:00Z'), new Date('2026-11-22T20:48:12Z')]) {
    const { rivera } = await seedAt(now);
    const freeUntil = now.getTime() + ON_DEMAND_FREE_MINUTES * 60_000;
    const inTheWay = holdingTime(rivera).filter(
      (v) => v.start.getTime() < freeUntil && v.end!.getTime() > now.getTime(),
    );
    expect(inTheWay).toEqual([]);
  }
});
