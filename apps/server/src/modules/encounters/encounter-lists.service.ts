import { Role } from '@clinicall/shared/roles';
import {
  EncounterListSchema,
  type Encounter,
  type EncounterList,
} from '@clinicall/shared/scheduling/encounters';
import type {
  DashboardCounters,
  DashboardPageQuery,
  EncounterListQuery,
} from '@clinicall/shared/scheduling/encounter-lists';
import type { Config } from '../../config.js';
import type { Db } from '../../db/database.js';
import type { ScopedContext } from '../../lib/access/request-context.js';
import type { Clock } from '../../lib/clock.js';
import { exactAnswer } from '../../lib/exact-answer.js';
import { addDays, instantAt, localDateOf } from '../../lib/local-time.js';
import { readThrough } from '../../lib/tagged-cache.js';
import type { CountersCache } from './counters-cache.js';
import {
  listKey,
  tabKey,
  type EncounterListCache,
  type WrittenPage,
} from './encounter-list-cache.js';
import { toEncounterDto } from './encounter-dto.js';
import {
  encounterListsRepository as repo,
  type CounterTurns,
  type ListOwner,
  type ListTab,
} from './encounter-lists.repository.js';
import type { EncounterAnswerRow } from './encounter-answer-row.js';
import { viewerKey, viewerTags } from './viewer-cache-keys.js';

const DAY_MS = 86_400_000;

/**
 * The appointment lists (C84–C92) and the dashboard (C93–C95, I5). Every list is the caller's
 * own: a provider's appointments, a patient's and their family members', a clinic admin's clinics'.
 */
export function createEncounterListsService(deps: {
  db: Db;
  config: Pick<Config, 'encounterRequestWindowDays' | 'env'>;
  clock: Clock;
  counters: CountersCache;
  pages: EncounterListCache;
}) {
  const { db, config, clock, counters, pages } = deps;

  async function ownerOf(ctx: ScopedContext): Promise<ListOwner> {
    const { role, userId } = ctx.actor;
    if (role === Role.provider) return { kind: 'provider', id: userId };
    if (role === Role.patient) {
      return { kind: 'patients', ids: [userId, ...(await repo.familyOf(db, userId))] };
    }
    return { kind: 'clinics' };
  }

  const zoneOf = (ctx: ScopedContext) => ctx.actor.account.timeZone ?? 'UTC';

  // A page is written once, when it is built; hits send the stored text as it is.
  const write = exactAnswer(config.env !== 'production')({
    schema: EncounterListSchema,
    method: 'GET',
    url: '/api/encounters',
  });

  /** A page as the API writes it (C110), with the patients it shows and their appointments' clinics. */
  function answer(
    ctx: ScopedContext,
    page: { content: EncounterAnswerRow[]; count: number },
  ): WrittenPage {
    const viewer = { id: ctx.actor.userId, timeZone: zoneOf(ctx) };
    const encountersDTO: Encounter[] = page.content.map((row) => toEncounterDto(row, viewer));
    return {
      json: write({ encountersDTO, count: page.count } satisfies EncounterList),
      shown: page.content.map((row) => ({
        patientId: row.patient.id,
        clinicId: row.encounter.clinicId,
      })),
    };
  }

  /** The page's text, its patients named as read by this request (issue 19 path 5). */
  function shownTo(ctx: ScopedContext, page: WrittenPage) {
    for (const read of page.shown) ctx.readsPatient(read.patientId, read.clinicId);
    return page.json;
  }

  /** The viewer's today, as instants. */
  function today(ctx: ScopedContext, now: Date) {
    const zone = zoneOf(ctx);
    const date = localDateOf(now, zone);
    return {
      todayStart: instantAt(date, '00:00', zone),
      todayEnd: instantAt(addDays(date, 1), '00:00', zone),
    };
  }

  function requestWindow(now: Date) {
    const window = config.encounterRequestWindowDays * DAY_MS;
    return {
      requestsSince: new Date(now.getTime() - window),
      requestsUntil: new Date(now.getTime() + window),
    };
  }

  /** The instant from which time alone changes the counts (Infinity: none). */
  function firstTurn(turns: CounterTurns) {
    const window = config.encounterRequestWindowDays * DAY_MS;
    const at = (date: Date | null, shift: number) =>
      date ? date.getTime() + shift : Number.POSITIVE_INFINITY;
    return Math.min(
      at(turns.confirmedEnd, 0),
      at(turns.confirmedStart, DAY_MS),
      at(turns.requestEnd, 0),
      // Strict bounds (`start >= since`, `start < until`) turn a millisecond later.
      at(turns.requestStart, window + 1),
      at(turns.laterRequestStart, -window + 1),
    );
  }

  /**
   * The counters, and from when time alone would move them or the tabs' pages (one pass over the
   * owner's appointments, with the same conditions): from this instance's cache when it has them.
   */
  function timedCounters(ctx: ScopedContext, now: Date) {
    const request = { key: viewerKey(ctx), tags: viewerTags(ctx), now: now.getTime() };
    return readThrough(counters, request, async () => {
      const owner = await ownerOf(ctx);
      const bounds = { now, ...today(ctx, now), ...requestWindow(now) };
      const since = new Date(
        Math.min(
          now.getTime() - DAY_MS,
          bounds.todayStart.getTime(),
          bounds.requestsSince.getTime(),
        ),
      );
      const counted = await repo.counters(db, owner, ctx.scope, { ...bounds, since });
      const value = {
        confirmed: counted.confirmed,
        today: owner.kind === 'provider' ? counted.today : null,
        pending: counted.pending,
      };
      const validUntil = Math.min(bounds.todayEnd.getTime(), firstTurn(counted.turns));
      return { value: { counters: value, validUntil }, validUntil };
    });
  }

  /**
   * A dashboard tab, soonest first, answered from this instance's cache until a change notification
   * concerns the caller's appointments or time alone would move any of the counters.
   */
  async function dashboardPage(
    ctx: ScopedContext,
    query: DashboardPageQuery,
    now: Date,
    tab: ListTab,
  ) {
    const key = tabKey(ctx, tab.kind, query);
    const request = { key, tags: viewerTags(ctx), now: now.getTime() };
    const page = await readThrough(pages, request, async () => {
      // Asked once this read is registered: a change from here on spoils it, whatever the counters'.
      const { validUntil } = await timedCounters(ctx, now);
      const owner = await ownerOf(ctx);
      const sort = 'startTime,asc';
      const found = await repo.page(db, owner, ctx.scope, { tab }, { sort, ...query });
      return { value: answer(ctx, found), validUntil };
    });
    return shownTo(ctx, page);
  }

  return {
    /**
     * C86, C87, C110: GET /encounters. Answered from this instance's cache until a change
     * notification concerns the caller's appointments (its range is explicit: no clock).
     */
    async list(ctx: ScopedContext, query: EncounterListQuery): Promise<string> {
      const request = { key: listKey(ctx, query), tags: viewerTags(ctx), now: clock().getTime() };
      const page = await readThrough(pages, request, async () => {
        const filter = {
          from: query.from ? new Date(query.from) : undefined,
          to: query.to ? new Date(query.to) : undefined,
          statuses: query.status,
          finishReason: query.finishedEType,
          search: query.searchValue,
          monitoredOnly: query.searchRpmPatient === 'true',
        };
        const { sort, page, size } = query;
        const owner = await ownerOf(ctx);
        const found = await repo.page(db, owner, ctx.scope, filter, { sort, page, size });
        return { value: answer(ctx, found), validUntil: Number.POSITIVE_INFINITY };
      });
      return shownTo(ctx, page);
    },

    /** C93, I5: the Confirmed tab, soonest first. */
    async confirmed(ctx: ScopedContext, query: DashboardPageQuery) {
      const now = clock();
      return dashboardPage(ctx, query, now, { kind: 'confirmed', now });
    },

    /** C94, I5: the Today tab (providers). */
    async today(ctx: ScopedContext, query: DashboardPageQuery) {
      const now = clock();
      const bounds = today(ctx, now);
      return dashboardPage(ctx, query, now, {
        kind: 'today',
        start: bounds.todayStart,
        end: bounds.todayEnd,
      });
    },

    /** C92, C93: the Pending tab and /appointment-requests, within the request window. */
    async requests(ctx: ScopedContext, query: DashboardPageQuery) {
      const now = clock();
      const window = requestWindow(now);
      return dashboardPage(ctx, query, now, {
        kind: 'requests',
        now,
        since: window.requestsSince,
        until: window.requestsUntil,
      });
    },

    /**
     * C93, C94: the three counters in one query; Today only for providers. Answered from this
     * instance's cache until a change notification concerns them or time alone would move them.
     */
    async counters(ctx: ScopedContext): Promise<DashboardCounters> {
      return (await timedCounters(ctx, clock())).counters;
    },
  };
}

export type EncounterListsService = ReturnType<typeof createEncounterListsService>;
