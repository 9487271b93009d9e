import { ACTIVE_ENCOUNTER_STATUSES } from '@clinicall/shared/scheduling/types';
import { and, eq, exists, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/database.js';
import { clinicMemberships, clinics } from '../../db/schema/clinics.js';
import { encounters } from '../../db/schema/encounters.js';
import { users } from '../../db/schema/identity.js';
import {
  availabilityDays,
  availabilityDefaultWeeks,
  providerSchedules,
  type StoredDay,
} from '../../db/schema/scheduling.js';
import type { ClinicScope } from '../../lib/access/clinic-scope.js';
import type { LoadedSchedule } from '../availability/availability.service.js';

const membership = alias(clinicMemberships, 'provider_membership');

/** No appointment lasts longer (the `encounters_times_check` constraint). */
const LONGEST_MS = 24 * 3_600_000;

/**
 * The provider's id as the subqueries below see it: qualified, since drizzle writes a column in a
 * `sql` template by its bare name, which inside `from encounters e` would mean the encounter's id.
 */
const outerProviderId = sql`${users}.${sql.identifier(users.id.name)}`;

type DayRow = { date: string; available: boolean; ranges: StoredDay['ranges'] };
type DefaultRow = { effectiveFrom: string; week: StoredDay[] };

/** What the free-slot search needs, busy times as [start, end) epoch milliseconds. */
export type ScheduleInputs = {
  providerId: number;
  schedule: LoadedSchedule | null;
  busy: { start: number; end: number }[];
};

type ProviderRef = { id?: number | undefined; email?: string | undefined };

/**
 * The free-slot search reads in one round trip what used to take three (the provider check, the
 * availability, the busy times): at a few hundred requests a second the queries were cheap in the
 * database (under 0.1 ms each) but each cost Node a write, a read and drizzle's query building,
 * so the statement is also prepared once, in its four forms (provider by id or e-mail; callers of
 * every clinic or of some). The conditions are those of the memberships repository's provider
 * check, the availability repository's load and the encounters repository's busy times.
 */
export function prepareScheduleInputs(db: Db) {
  const statement = (by: 'id' | 'email', scopeKind: 'all' | 'some') =>
    db
      .select({
        providerId: users.id,
        timeZone: sql<string | null>`(
          select s.time_zone from ${providerSchedules} s where s.provider_id = ${outerProviderId})`,
        days: sql<DayRow[]>`(
          select coalesce(json_agg(json_build_object(
            'date', d.date, 'available', d.available, 'ranges', d.ranges)), '[]'::json)
          from ${availabilityDays} d
          where d.provider_id = ${outerProviderId}
            and d.date between ${sql.placeholder('firstDate')}::date
              and ${sql.placeholder('lastDate')}::date)`,
        defaults: sql<DefaultRow[]>`(
          select coalesce(json_agg(json_build_object(
            'effectiveFrom', w.effective_from, 'week', w.week) order by w.effective_from), '[]'::json)
          from ${availabilityDefaultWeeks} w
          where w.provider_id = ${outerProviderId}
            and w.effective_from <= ${sql.placeholder('lastDate')}::date)`,
        // Epoch milliseconds: cheaper to read than timestamps turned into Date objects.
        busy: sql<[number, number][]>`(
          select coalesce(json_agg(json_build_array(
            (extract(epoch from e.start_time) * 1000)::float8,
            (extract(epoch from coalesce(e.end_time, e.start_time)) * 1000)::float8)), '[]'::json)
          from ${encounters} e
          where e.provider_id = ${outerProviderId}
            and e.start_time > ${sql.placeholder('startFloor')}::timestamptz
            and e.start_time < ${sql.placeholder('busyTo')}::timestamptz
            and e.end_time > ${sql.placeholder('busyFrom')}::timestamptz
            and e.type <> 'MESSAGE'
            and e.status in (${sql.join(
              ACTIVE_ENCOUNTER_STATUSES.map((s) => sql`${s}`),
              sql`, `,
            )}))`,
      })
      .from(users)
      .where(
        and(
          by === 'id'
            ? eq(users.id, sql.placeholder('providerId'))
            : eq(users.email, sql.placeholder('email')),
          eq(users.role, 'ROLE_PROVIDER'),
          eq(users.activated, true),
          exists(
            db
              .select({ one: sql`1` })
              .from(membership)
              .innerJoin(clinics, eq(clinics.id, membership.clinicId))
              .where(
                and(
                  eq(membership.userId, users.id),
                  eq(membership.role, 'ROLE_PROVIDER'),
                  eq(clinics.activated, true),
                  scopeKind === 'all'
                    ? sql`true`
                    : sql`${clinics.id} = any(${sql.placeholder('clinicIds')}::int[])`,
                ),
              ),
          ),
        ),
      )
      .limit(1)
      .prepare(`schedule_inputs_by_${by}_${scopeKind}`);
  const statements = {
    id: { all: statement('id', 'all'), some: statement('id', 'some') },
    email: { all: statement('email', 'all'), some: statement('email', 'some') },
  };

  /** The provider, if they work in an active clinic of the scope, with what their slots need. */
  return async (
    scope: ClinicScope,
    ref: ProviderRef,
    dates: { firstDate: string; lastDate: string },
    busyWindow: { from: Date; to: Date },
  ): Promise<ScheduleInputs | null> => {
    if (!scope.all && scope.clinicIds.length === 0) return null;
    const by = ref.id !== undefined ? 'id' : 'email';
    const [row] = await statements[by][scope.all ? 'all' : 'some'].execute({
      providerId: ref.id,
      email: ref.email ?? '',
      clinicIds: scope.all ? [] : [...scope.clinicIds],
      ...dates,
      busyFrom: busyWindow.from.toISOString(),
      busyTo: busyWindow.to.toISOString(),
      startFloor: new Date(busyWindow.from.getTime() - LONGEST_MS).toISOString(),
    });
    if (!row) return null;
    return {
      providerId: row.providerId,
      schedule:
        row.timeZone === null
          ? null
          : {
              timeZone: row.timeZone,
              days: new Map(
                row.days.map((d) => [d.date, { available: d.available, ranges: d.ranges }]),
              ),
              defaults: row.defaults,
            },
      busy: row.busy.map(([start, end]) => ({ start, end })),
    };
  };
}

export type ScheduleInputsQuery = ReturnType<typeof prepareScheduleInputs>;
