import { and, asc, eq, isNotNull, ne } from 'drizzle-orm';
import { expect, test, vi } from 'vitest';
import { encounters } from '../db/schema/encounters.js';
import { users } from '../db/schema/identity.js';
import { availabilityRepository } from '../modules/availability/availability.repository.js';
import { openTestDatabase } from '../test-support/test-database.js';
import { demoAccounts } from './demo-accounts.js';
import { ON_DEMAND_FREE_MINUTES, ROOM_VISIT_LEAD_MINUTES } from './demo-room-visit.js';
import { seedDemoIfEmpty } from './demo-seed.js';
import { withinAvailability } from './demo-working-hours.js';

// Each test seeds the whole demo several times; on a shared, loaded machine that outlasts 30 s.
vi.setConfig({ testTimeout: 300_000 });

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

// Issue 21: the demo seeded visits outside its providers' own availability (a Saturday office
// visit). Seeded on each day of a week, at hours that push visits around the demo video visit and
// the on-demand hour (the end of the working day, the lunch break, midnight, a weekend, a
// daylight-saving change), every timed visit of every provider lies in that provider's hours.
test('the demo seeds at any hour and day: every seeded visit lies in its provider’s availability', async () => {
  const seedTimes = [
    '2026-11-23T14:50:00Z', // Monday 08:50 Chicago: the demo visit starts before the day does
    '2026-11-24T17:45:00Z', // Tuesday 11:45 Chicago: it runs into the lunch break
    '2026-11-25T22:35:00Z', // Wednesday 16:35 Chicago: past the end of the day
    '2026-11-27T05:55:00Z', // Thursday 23:55 Chicago: across midnight into Friday
    '2026-11-28T15:20:00Z', // Saturday
    '2026-11-29T21:00:00Z', // Sunday, Dr. Rivera's on-demand hour at 16:00 New York
    '2026-03-08T07:40:00Z', // the night the United States moves its clocks forward
  ];
  for (const at of seedTimes) {
    const database = await openTestDatabase();
    try {
      expect(await seedDemoIfEmpty(database.db, undefined, new Date(at))).toBe(true);
      const visits = await database.db
        .select({
          providerId: encounters.providerId,
          start: encounters.startTime,
          end: encounters.endTime,
        })
        .from(encounters)
        .where(isNotNull(encounters.endTime));
      expect(visits.length).toBeGreaterThan(60);
      const outside: string[] = [];
      for (const visit of visits) {
        const schedule = await availabilityRepository.load(
          database.db,
          visit.providerId,
          '2025-01-01',
          '2027-12-31',
        );
        const span = { start: visit.start, end: visit.end! };
        if (!schedule || !withinAvailability(schedule, span)) {
          outside.push(`${visit.providerId} ${span.start.toISOString()}–${span.end.toISOString()}`);
        }
      }
      expect(outside, `seeded at ${at}`).toEqual([]);
    } finally {
      await database.close();
    }
  }
});
