import type {
  DayOnOffRequest,
  SetDefaultResult,
  TimeTable,
} from '@clinicall/shared/scheduling/availability';
import { SchedulingMessages } from '@clinicall/shared/scheduling/messages';
import type { PracticeZoneRequest } from '@clinicall/shared/time-zone';
import type { Db, Executor } from '../../db/database.js';
import type { StoredDay, StoredRange } from '../../db/schema/scheduling.js';
import type { SignedInContext } from '../../lib/access/request-context.js';
import type { Clock } from '../../lib/clock.js';
import { domainError } from '../../lib/domain-error.js';
import { addDays, localDateOf, mondayOf } from '../../lib/local-time.js';
import { availabilityRepository as repo } from './availability.repository.js';
import {
  availableIntervals,
  effectiveDay,
  weekView,
  type Interval,
  type LoadedSchedule,
} from './effective-days.js';

export type { Interval };

type Ranges = readonly { startRange?: string | null; endRange?: string | null }[];

/** Validated ranges (the request schema checked them), as stored: sorted by start. */
const toStored = (ranges: Ranges): StoredRange[] =>
  ranges
    .map((r) => ({ start: r.startRange ?? '', end: r.endRange ?? '' }))
    .sort((a, b) => a.start.localeCompare(b.start));

const emptySchedule = (timeZone: string): LoadedSchedule => ({
  timeZone,
  days: new Map(),
  defaults: [],
});

/**
 * The dates whose ranges may overlap [from, to): a day's margin on each side, as a zone is at most
 * 14 hours from UTC.
 */
function datesAround(from: Date, to: Date) {
  return {
    firstDate: addDays(localDateOf(from, 'UTC'), -1),
    lastDate: addDays(localDateOf(to, 'UTC'), 1),
  };
}

/** Every range of a schedule loaded for `datesAround(from, to)` overlapping [from, to). */
function intervalsIn(schedule: LoadedSchedule | null, from: Date, to: Date): Interval[] {
  if (!schedule) return [];
  const { firstDate, lastDate } = datesAround(from, to);
  const dates: string[] = [];
  for (let d = firstDate; d <= lastDate; d = addDays(d, 1)) dates.push(d);
  return availableIntervals(schedule, dates, from, to);
}

/**
 * Availability (spec 1 §4, spec 3 §4): wall-clock ranges per date in the schedule's practice zone,
 * and recurring default weeks. The practice zone is the provider's account zone when the schedule
 * is first written, and changes after that only on purpose (`changeZone`): where the provider
 * happens to sign in from never moves their hours (issue 21 defect 1).
 */
export function createAvailabilityService(deps: { db: Db; clock: Clock }) {
  const { db, clock } = deps;

  async function weekOf(ex: Executor, providerId: number, zone: string, date: string) {
    const monday = mondayOf(date);
    const loaded = await repo.load(ex, providerId, monday, addDays(monday, 6));
    return weekView(loaded ?? emptySchedule(zone), monday);
  }

  /**
   * One change of the caller's availability, in a transaction that first locks the provider's
   * schedule row (so changes of one provider never interleave) and reads the zone it keeps.
   */
  async function change<T>(
    ctx: SignedInContext,
    work: (tx: Executor, zone: string, today: string) => Promise<T>,
  ) {
    const providerId = ctx.actor.userId;
    return db.transaction(async (tx) => {
      const zone = await repo.lockSchedule(tx, providerId, ctx.actor.account.timeZone ?? 'UTC');
      return work(tx, zone, localDateOf(clock(), zone));
    });
  }

  function refusePast(date: string, today: string) {
    if (date < today) throw domainError('AVAILABILITY_PAST_DAY');
  }

  /** The stored day a change starts from: the date's own times, or what its default gives. */
  async function currentDay(tx: Executor, providerId: number, date: string) {
    const loaded = await repo.load(tx, providerId, date, date);
    return loaded ? effectiveDay(loaded, date).day : { available: true, ranges: [] };
  }

  return {
    /** C17: the week holding `date`. */
    async week(ctx: SignedInContext, date: string): Promise<TimeTable> {
      const providerId = ctx.actor.userId;
      const zone = (await repo.zoneOf(db, providerId)) ?? ctx.actor.account.timeZone ?? 'UTC';
      return weekOf(db, providerId, zone, date);
    },

    /** C22: one date's ranges; the day keeps its on/off switch. */
    async saveRanges(ctx: SignedInContext, date: string, ranges: Ranges): Promise<TimeTable> {
      return change(ctx, async (tx, zone, today) => {
        refusePast(date, today);
        const { available } = await currentDay(tx, ctx.actor.userId, date);
        await repo.upsertDays(tx, ctx.actor.userId, [
          { date, available, ranges: toStored(ranges) },
        ]);
        return weekOf(tx, ctx.actor.userId, zone, date);
      });
    },

    /** C23: switches one date on or off; its ranges stay for when it is switched back on. */
    async switchDay(ctx: SignedInContext, body: DayOnOffRequest): Promise<TimeTable> {
      return change(ctx, async (tx, zone, today) => {
        refusePast(body.date, today);
        const { ranges } = await currentDay(tx, ctx.actor.userId, body.date);
        await repo.upsertDays(tx, ctx.actor.userId, [
          { date: body.date, available: body.available, ranges },
        ]);
        return weekOf(tx, ctx.actor.userId, zone, body.date);
      });
    },

    /** C24: removes the times of the week's days from today on; past days stay as they were. */
    async clearWeek(ctx: SignedInContext, date: string): Promise<TimeTable> {
      return change(ctx, async (tx, zone, today) => {
        const monday = mondayOf(date);
        const loaded =
          (await repo.load(tx, ctx.actor.userId, monday, addDays(monday, 6))) ??
          emptySchedule(zone);
        const days = Array.from({ length: 7 }, (_, i) => addDays(monday, i))
          .filter((day) => day >= today)
          .map((day) => ({
            date: day,
            available: effectiveDay(loaded, day).day.available,
            ranges: [],
          }));
        await repo.upsertDays(tx, ctx.actor.userId, days);
        return weekOf(tx, ctx.actor.userId, zone, date);
      });
    },

    /**
     * C25, C28: the viewed week becomes the recurring default from its Monday on. Times set for
     * later dates are overwritten (code 3, "Schedule modified", when there were any).
     */
    async setDefault(ctx: SignedInContext, date: string): Promise<SetDefaultResult> {
      return change(ctx, async (tx, zone, today) => {
        const providerId = ctx.actor.userId;
        const monday = mondayOf(date);
        const sunday = addDays(monday, 6);
        refusePast(sunday, today);
        const loaded = (await repo.load(tx, providerId, monday, sunday)) ?? emptySchedule(zone);
        const week: StoredDay[] = Array.from(
          { length: 7 },
          (_, i) => effectiveDay(loaded, addDays(monday, i)).day,
        );
        await repo.replaceDefaultFrom(tx, providerId, monday, week);
        const cleared = await repo.deleteDaysFrom(tx, providerId, monday);
        const overwrittenDays = cleared.filter((day) => day > sunday).length;
        return {
          code: overwrittenDays > 0 ? 3 : 0,
          message: overwrittenDays > 0 ? SchedulingMessages.scheduleModified : null,
          overwrittenDays,
          timeTable: await weekOf(tx, providerId, zone, date),
        };
      });
    },

    /**
     * The schedule's practice zone, changed on purpose. The stored wall-clock times stay as they
     * are and are read in the new zone ("9:00 AM-5:00 PM" stays 9 to 5 on the new zone's clock):
     * a provider who moves their practice keeps their working day, and a range never splits
     * across a midnight, as converting every range to the new zone would make it. The page shows
     * where the hours land before the provider confirms; booked appointments keep their instants.
     */
    async changeZone(ctx: SignedInContext, body: PracticeZoneRequest): Promise<TimeTable> {
      return db.transaction(async (tx) => {
        const providerId = ctx.actor.userId;
        const from = await repo.lockSchedule(tx, providerId, ctx.actor.account.timeZone ?? 'UTC');
        if (from !== body.timeZone) {
          await repo.setZone(tx, providerId, body.timeZone);
          await ctx.audit('availability.zone-changed', { detail: { from, to: body.timeZone } }, tx);
        }
        return weekOf(tx, providerId, body.timeZone, body.date);
      });
    },

    /** The provider's availability zone: their schedule's, else their account's, else UTC. */
    async zoneOf(providerId: number, accountZone: string | null, ex: Executor = db) {
      return (await repo.zoneOf(ex, providerId)) ?? accountZone ?? 'UTC';
    },

    datesAround,
    intervalsIn,

    /** Every availability range of the provider overlapping [from, to), as instants. */
    async intervalsOverlapping(providerId: number, from: Date, to: Date): Promise<Interval[]> {
      const { firstDate, lastDate } = datesAround(from, to);
      return intervalsIn(await repo.load(db, providerId, firstDate, lastDate), from, to);
    },
  };
}

export type { LoadedSchedule };
export type AvailabilityService = ReturnType<typeof createAvailabilityService>;
