import { and, eq, gt, gte, sql } from 'drizzle-orm';
import type { Executor } from '../../db/database.js';
import {
  availabilityDays,
  availabilityDefaultWeeks,
  providerSchedules,
  type StoredDay,
} from '../../db/schema/scheduling.js';
import type { LoadedSchedule } from './effective-days.js';

type DayRow = { date: string; available: boolean; ranges: StoredDay['ranges'] };
type DefaultRow = { effectiveFrom: string; week: StoredDay[] };

/** Availability is the provider's own: every query is by provider, none is clinic-scoped. */
export const availabilityRepository = {
  /**
   * The provider's zone, the dates set in [fromDate, toDate] and the default weeks that may govern
   * them, in one round trip (the free-slot search runs this on every request).
   */
  async load(
    ex: Executor,
    providerId: number,
    fromDate: string,
    toDate: string,
  ): Promise<LoadedSchedule | null> {
    const [row] = await ex
      .select({
        timeZone: providerSchedules.timeZone,
        days: sql<DayRow[]>`(
          select coalesce(json_agg(json_build_object(
            'date', d.date, 'available', d.available, 'ranges', d.ranges)), '[]'::json)
          from ${availabilityDays} d
          where d.provider_id = ${providerId}
            and d.date between ${fromDate} and ${toDate})`,
        defaults: sql<DefaultRow[]>`(
          select coalesce(json_agg(json_build_object(
            'effectiveFrom', w.effective_from, 'week', w.week) order by w.effective_from), '[]'::json)
          from ${availabilityDefaultWeeks} w
          where w.provider_id = ${providerId}
            and w.effective_from <= ${toDate})`,
      })
      .from(providerSchedules)
      .where(eq(providerSchedules.providerId, providerId));
    if (!row) return null;
    return {
      timeZone: row.timeZone,
      days: new Map(row.days.map((d) => [d.date, { available: d.available, ranges: d.ranges }])),
      defaults: row.defaults,
    };
  },

  async zoneOf(ex: Executor, providerId: number) {
    const [row] = await ex
      .select({ timeZone: providerSchedules.timeZone })
      .from(providerSchedules)
      .where(eq(providerSchedules.providerId, providerId));
    return row?.timeZone ?? null;
  },

  /**
   * Locks the provider's schedule row, creating it in `zoneIfNew` when there is none, and answers
   * the zone it keeps: an existing schedule's zone is left as it is. As the first statement of a
   * change it makes two changes of one provider's availability run one after the other.
   */
  async lockSchedule(ex: Executor, providerId: number, zoneIfNew: string) {
    const [row] = await ex
      .insert(providerSchedules)
      .values({ providerId, timeZone: zoneIfNew })
      .onConflictDoUpdate({
        target: providerSchedules.providerId,
        set: { updatedAt: sql`now()` },
      })
      .returning({ timeZone: providerSchedules.timeZone });
    return row?.timeZone ?? zoneIfNew;
  },

  /** The provider's explicit change of their practice zone (the schedule row is locked first). */
  async setZone(ex: Executor, providerId: number, timeZone: string) {
    await ex
      .update(providerSchedules)
      .set({ timeZone, updatedAt: sql`now()` })
      .where(eq(providerSchedules.providerId, providerId));
  },

  async upsertDays(ex: Executor, providerId: number, days: readonly DayRow[]) {
    if (days.length === 0) return;
    await ex
      .insert(availabilityDays)
      .values(days.map((d) => ({ providerId, ...d })))
      .onConflictDoUpdate({
        target: [availabilityDays.providerId, availabilityDays.date],
        set: {
          available: sql`excluded.available`,
          ranges: sql`excluded.ranges`,
          updatedAt: sql`now()`,
        },
      });
  },

  /** Removes the times set for `fromDate` and later; answers how many dates had some. */
  async deleteDaysFrom(ex: Executor, providerId: number, fromDate: string) {
    const deleted = await ex
      .delete(availabilityDays)
      .where(and(eq(availabilityDays.providerId, providerId), gte(availabilityDays.date, fromDate)))
      .returning({ date: availabilityDays.date });
    return deleted.map((d) => d.date);
  },

  /** Makes `week` the default from `monday` on, replacing the defaults that started later. */
  async replaceDefaultFrom(ex: Executor, providerId: number, monday: string, week: StoredDay[]) {
    await ex
      .delete(availabilityDefaultWeeks)
      .where(
        and(
          eq(availabilityDefaultWeeks.providerId, providerId),
          gt(availabilityDefaultWeeks.effectiveFrom, monday),
        ),
      );
    await ex
      .insert(availabilityDefaultWeeks)
      .values({ providerId, effectiveFrom: monday, week })
      .onConflictDoUpdate({
        target: [availabilityDefaultWeeks.providerId, availabilityDefaultWeeks.effectiveFrom],
        set: { week, createdAt: sql`now()` },
      });
  },
};
