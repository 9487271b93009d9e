import { ACTIVE_ENCOUNTER_STATUSES } from '@clinicall/shared/scheduling/types';
import { and, eq, sql } from 'drizzle-orm';
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
import type { LoadedSchedule } from '../availability/availability.service.js';
import type { ProviderClinic, ProviderFacts } from './free-slots-cache.js';

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
export type ScheduleInputs = ProviderFacts & {
  schedule: LoadedSchedule | null;
  busy: { start: number; end: number }[];
};

type ProviderRef = { id?: number | undefined; email?: string | undefined };

/**
 * The free-slot search reads in one round trip what used to take three (the provider check, the
 * availability, the busy times): at a few hundred requests a second the queries were cheap in the
 * database (under 0.1 ms each) but each cost Node a write, a read and drizzle's query building,
 * so the statement is also prepared once, in its two forms (provider by id or e-mail). It reads
 * every active clinic where the provider works, whoever asks: the caller's scope is checked
 * against them in the service, so the same facts serve every caller of the free-slots cache. The
 * conditions are those of the memberships repository's provider check, the availability
 * repository's load and the encounters repository's busy times.
 */
export function prepareScheduleInputs(db: Db) {
  const statement = (by: 'id' | 'email') =>
    db
      .select({
        providerId: users.id,
        // [id, self-scheduling (C52), 24-hour block (I21)] of each clinic, ascending.
        clinics: sql<[number, boolean, boolean][]>`(
          select coalesce(json_agg(json_build_array(
            c.id, c.is_patient_schedule_appointment_enabled, c.prevent_scheduler_24h)
            order by c.id), '[]'::json)
          from ${clinicMemberships} m join ${clinics} c on c.id = m.clinic_id
          where m.user_id = ${outerProviderId} and m.role = 'ROLE_PROVIDER' and c.activated)`,
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
        ),
      )
      .limit(1)
      .prepare(`schedule_inputs_by_${by}`);
  const statements = { id: statement('id'), email: statement('email') };

  /** The provider with the active clinics they work in (none: no such provider), and their slots' inputs. */
  return async (
    ref: ProviderRef,
    dates: { firstDate: string; lastDate: string },
    busyWindow: { from: Date; to: Date },
  ): Promise<ScheduleInputs | null> => {
    const [row] = await statements[ref.id !== undefined ? 'id' : 'email'].execute({
      providerId: ref.id,
      email: ref.email ?? '',
      ...dates,
      busyFrom: busyWindow.from.toISOString(),
      busyTo: busyWindow.to.toISOString(),
      startFloor: new Date(busyWindow.from.getTime() - LONGEST_MS).toISOString(),
    });
    if (!row || row.clinics.length === 0) return null;
    return {
      providerId: row.providerId,
      clinics: row.clinics.map(([id, patientScheduling, block24h]): ProviderClinic => ({
        id,
        patientScheduling,
        block24h,
      })),
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
