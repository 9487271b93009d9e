import { Role } from '@clinicall/shared/roles';
import type { EncountersExist } from '@clinicall/shared/scheduling/availability';
import { BOOKING_BLOCK_HOURS, VideoTypeRules } from '@clinicall/shared/scheduling/constants';
import { SchedulingMessages } from '@clinicall/shared/scheduling/messages';
import {
  ScheduleSchema,
  type Schedule,
  type ScheduleQuerySchema,
} from '@clinicall/shared/scheduling/slots';
import type { z } from 'zod';
import type { Config } from '../../config.js';
import type { Db } from '../../db/database.js';
import type { ScopedContext, SignedInContext } from '../../lib/access/request-context.js';
import type { Clock } from '../../lib/clock.js';
import { domainError } from '../../lib/domain-error.js';
import { exactAnswer } from '../../lib/exact-answer.js';
import { addDays, instantAt, mondayOf } from '../../lib/local-time.js';
import type { AvailabilityService } from '../availability/availability.service.js';
import type { OfferingsService } from '../offerings/offerings.service.js';
import { encountersRepository as repo } from './encounters.repository.js';
import type { FreeSlotsCache } from './free-slots-cache.js';
import { freeSlotStarts, groupByDay } from './free-slots.js';
import { prepareScheduleInputs, type ScheduleInputs } from './schedule.repository.js';
import type { MembershipsService } from '../clinics/memberships.service.js';
import type { ProviderFacts } from './free-slots-cache.js';
import { admitViewer, referredPatientBlock, sharesScope } from './schedule-viewer.js';

type ScheduleQuery = z.output<typeof ScheduleQuerySchema>;

const HOUR = 3_600_000;
const DAY = 24 * HOUR;
/** The longest appointment (C10): a slot starting on the last day may end this much later. */
const LONGEST_MS = 90 * 60_000;
/** No cached answer outlives this, whatever else: a bound on anything no notification announces. */
const MAX_LIFE_MS = 5 * 60_000;

/** The viewer's days asked about, and the instants they begin and end. */
type Span = { zone: string; dates: string[]; from: Date; to: Date };

function spanOf(query: ScheduleQuery, zone: string): Span {
  const dates = Array.from({ length: query.days }, (_, i) => addDays(query.date, i));
  const from = instantAt(query.date, '00:00', zone);
  const to = instantAt(dates[dates.length - 1]!, '24:00', zone);
  return { zone, dates, from, to };
}

/** The provider's calendar: free start times (C30) and whether a day holds appointments (C26). */
export function createCalendarService(deps: {
  db: Db;
  config: Pick<Config, 'encounterRange' | 'encounterRequestWindowDays' | 'env'>;
  clock: Clock;
  offerings: OfferingsService;
  availability: AvailabilityService;
  freeSlots: FreeSlotsCache;
  memberships: Pick<MembershipsService, 'referredProvider'>;
}) {
  const { db, config, clock, offerings, availability, freeSlots, memberships } = deps;
  const scheduleInputs = prepareScheduleInputs(db);
  const windowMs = config.encounterRequestWindowDays * DAY;
  // The answer is written once, when it is built; hits send the stored text as it is.
  const serialize = exactAnswer(config.env !== 'production')({
    schema: ScheduleSchema,
    method: 'GET',
    url: '/api/appointments/schedule',
  });

  /** The duration asked about: the video type's, the caller's choice, or 15 minutes. */
  async function durationFor(providerId: number, query: ScheduleQuery) {
    const type = query.encounterVideoTypeId !== undefined ? 'VIDEO' : query.type;
    if (!type) return query.duration ?? VideoTypeRules.defaultDuration;
    const offer = await offerings.offer(providerId, type, query.encounterVideoTypeId ?? null);
    if (!offer) throw domainError('TYPE_NOT_OFFERED');
    return offer.durationMinutes ?? query.duration ?? VideoTypeRules.defaultDuration;
  }

  /**
   * C30: per day of the viewer's zone, the start times where the duration fits inside the
   * provider's availability, clear of their active appointments, not in the past, within the
   * request window and, for patients of a clinic with the 24-hour block, not within a day.
   * Also the instant until which the answer stays right: its first start passing out of reach
   * and a later start coming into the request window are the ways time alone changes it.
   */
  async function build(
    query: ScheduleQuery,
    { zone, dates, from, to }: Span,
    inputs: ScheduleInputs,
    block24h: boolean,
  ) {
    const duration = await durationFor(inputs.providerId, query);
    const now = clock().getTime();
    const blockMs = block24h ? BOOKING_BLOCK_HOURS * HOUR : 0;
    const latest = Math.min(to.getTime() - 1, now + windowMs);
    // Searched to the end of the last day, so the first start beyond the window is known too.
    const found = freeSlotStarts({
      availability: availability.intervalsIn(inputs.schedule, from, to),
      busy: inputs.busy,
      durationMinutes: duration,
      stepMinutes: config.encounterRange,
      earliest: Math.max(from.getTime(), now + blockMs),
      latest: to.getTime() - 1,
    });
    let kept = found.length;
    while (kept > 0 && found[kept - 1]! > latest) kept -= 1;
    const starts = kept === found.length ? found : found.slice(0, kept);
    const first = starts[0];
    const next = found[kept];
    const validUntil = Math.min(
      now + MAX_LIFE_MS,
      first === undefined ? Infinity : first - blockMs,
      next === undefined ? Infinity : next - windowMs - 1,
    );
    const schedule: Schedule = {
      providerId: inputs.providerId,
      timeZone: zone,
      duration,
      days: groupByDay(starts, dates, zone),
    };
    return { body: serialize(schedule), builtAt: now, validUntil };
  }

  /**
   * Whether the viewer may see the provider's slots, and whether the 24-hour block applies. A
   * patient outside the provider's clinics is admitted while a live accepted referral sends them
   * to the provider (issue 22): asked of the database only then, so the usual viewer costs nothing.
   */
  async function admit(ctx: ScopedContext, facts: ProviderFacts) {
    if (ctx.actor.role !== Role.patient || sharesScope(ctx, facts.clinics)) {
      return admitViewer(ctx, facts.clinics);
    }
    const referred = await memberships.referredProvider(ctx.actor.userId, {
      id: facts.providerId,
    });
    if (!referred) throw domainError('CLINIC_FORBIDDEN');
    return referredPatientBlock(facts.clinics);
  }

  return {
    /**
     * C30 as JSON text. A repeated question is answered from this instance's cache without a
     * query: the provider's clinics come with the answer, so the caller's scope (fresh from the
     * session) is checked on every hit as on a miss.
     */
    async schedule(ctx: ScopedContext, query: ScheduleQuery): Promise<string> {
      const zone = query.timeZone ?? ctx.actor.account.timeZone ?? 'UTC';
      const ref =
        query.providerId !== undefined ? `id:${query.providerId}` : `email:${query.email}`;
      // Everything that shapes an answer besides the provider and the time.
      const shape = (block24h: boolean) =>
        `${query.date}|${query.days}|${query.type}|${query.encounterVideoTypeId}|` +
        `${query.duration}|${zone}|${block24h}|${config.encounterRange}`;
      const cached = freeSlots.facts(ref);
      if (cached) {
        const block24h = await admit(ctx, cached);
        const body = freeSlots.answer(cached, shape(block24h), clock().getTime());
        if (body !== undefined) return body;
      }
      const read = freeSlots.begin(query.providerId);
      try {
        const span = spanOf(query, zone);
        const inputs = await scheduleInputs(
          { id: query.providerId, email: query.email },
          availability.datesAround(span.from, span.to),
          { from: span.from, to: new Date(span.to.getTime() + LONGEST_MS) },
        );
        if (!inputs) throw domainError('CLINIC_FORBIDDEN');
        const block24h = await admit(ctx, inputs);
        const answer = await build(query, span, inputs, block24h);
        freeSlots.store(read, ref, inputs, { key: shape(block24h), ...answer });
        return answer.body;
      } finally {
        freeSlots.end(read);
      }
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
