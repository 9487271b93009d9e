import { Role } from '@clinicall/shared/roles';
import type { EncountersExist } from '@clinicall/shared/scheduling/availability';
import { BOOKING_BLOCK_HOURS, VideoTypeRules } from '@clinicall/shared/scheduling/constants';
import { SchedulingMessages } from '@clinicall/shared/scheduling/messages';
import type { Schedule, ScheduleQuerySchema } from '@clinicall/shared/scheduling/slots';
import type { z } from 'zod';
import type { Config } from '../../config.js';
import type { Db } from '../../db/database.js';
import type { ScopedContext, SignedInContext } from '../../lib/access/request-context.js';
import type { Clock } from '../../lib/clock.js';
import { domainError } from '../../lib/domain-error.js';
import { addDays, instantAt, mondayOf } from '../../lib/local-time.js';
import type { AvailabilityService } from '../availability/availability.service.js';
import type { MembershipsService } from '../clinics/memberships.service.js';
import type { OfferingsService } from '../offerings/offerings.service.js';
import { encountersRepository as repo } from './encounters.repository.js';
import { freeSlotStarts, groupByDay } from './free-slots.js';
import { prepareScheduleInputs } from './schedule.repository.js';

type ScheduleQuery = z.output<typeof ScheduleQuerySchema>;

const HOUR = 3_600_000;
const DAY = 24 * HOUR;
/** The longest appointment (C10): a slot starting on the last day may end this much later. */
const LONGEST_MS = 90 * 60_000;

/** The provider's calendar: free start times (C30) and whether a day holds appointments (C26). */
export function createCalendarService(deps: {
  db: Db;
  config: Pick<Config, 'encounterRange' | 'encounterRequestWindowDays'>;
  clock: Clock;
  memberships: MembershipsService;
  offerings: OfferingsService;
  availability: AvailabilityService;
}) {
  const { db, config, clock, memberships, offerings, availability } = deps;
  const scheduleInputs = prepareScheduleInputs(db);

  /** Whether the viewer is a patient bound by the 24-hour block (I21); patients need C52 too. */
  async function patientBlock(ctx: ScopedContext, providerId: number) {
    if (ctx.actor.role !== Role.patient) return false;
    const shared = await memberships.sharedClinics(ctx.scope, providerId, ctx.actor.userId);
    const clinic = shared.find((c) => c.isPatientScheduleAppointmentEnabled);
    if (!clinic) throw domainError('PATIENT_SCHEDULING_DISABLED');
    return clinic.preventScheduler24h;
  }

  /** The duration asked about: the video type's, the caller's choice, or 15 minutes. */
  async function durationFor(providerId: number, query: ScheduleQuery) {
    const type = query.encounterVideoTypeId !== undefined ? 'VIDEO' : query.type;
    if (!type) return query.duration ?? VideoTypeRules.defaultDuration;
    const offer = await offerings.offer(providerId, type, query.encounterVideoTypeId ?? null);
    if (!offer) throw domainError('TYPE_NOT_OFFERED');
    return offer.durationMinutes ?? query.duration ?? VideoTypeRules.defaultDuration;
  }

  return {
    /**
     * C30: per day of the viewer's zone, the start times where the duration fits inside the
     * provider's availability, clear of their active appointments, not in the past, within the
     * request window and, for patients of a clinic with the 24-hour block, not within a day.
     */
    async schedule(ctx: ScopedContext, query: ScheduleQuery): Promise<Schedule> {
      const zone = query.timeZone ?? ctx.actor.account.timeZone ?? 'UTC';
      const dates = Array.from({ length: query.days }, (_, i) => addDays(query.date, i));
      const from = instantAt(query.date, '00:00', zone);
      const to = instantAt(dates[dates.length - 1]!, '24:00', zone);
      const inputs = await scheduleInputs(
        ctx.scope,
        { id: query.providerId, email: query.email },
        availability.datesAround(from, to),
        { from, to: new Date(to.getTime() + LONGEST_MS) },
      );
      if (!inputs) throw domainError('CLINIC_FORBIDDEN');
      const { providerId } = inputs;
      // Both answer without a query for a provider asking with a duration (the common case).
      const [block24h, duration] = await Promise.all([
        patientBlock(ctx, providerId),
        durationFor(providerId, query),
      ]);
      const now = clock().getTime();
      const earliest = Math.max(from.getTime(), now + (block24h ? BOOKING_BLOCK_HOURS * HOUR : 0));
      const latest = Math.min(to.getTime() - 1, now + config.encounterRequestWindowDays * DAY);
      const starts = freeSlotStarts({
        availability: availability.intervalsIn(inputs.schedule, from, to),
        busy: inputs.busy,
        durationMinutes: duration,
        stepMinutes: config.encounterRange,
        earliest,
        latest,
      });
      return {
        providerId,
        timeZone: zone,
        duration,
        days: groupByDay(starts, dates, zone),
      };
    },

    /** C26, C27: how many of the provider's appointments hold time on the date (or its week). */
    async exist(
      ctx: SignedInContext,
      date: string,
      period: 'day' | 'week',
    ): Promise<EncountersExist> {
      const providerId = ctx.actor.userId;
      const zone = await availability.zoneOf(providerId, ctx.actor.account.timeZone);
      const first = period === 'week' ? mondayOf(date) : date;
      const last = period === 'week' ? addDays(first, 6) : date;
      const count = await repo.countHoldingTime(
        db,
        providerId,
        instantAt(first, '00:00', zone),
        instantAt(last, '24:00', zone),
      );
      return {
        exist: count > 0,
        count,
        message: count > 0 ? SchedulingMessages.appointmentOnDay : null,
      };
    },
  };
}

export type CalendarService = ReturnType<typeof createCalendarService>;
