import { Role } from '@clinicall/shared/roles';
import type { Encounter, EncounterList } from '@clinicall/shared/scheduling/encounters';
import type {
  DashboardCounters,
  DashboardPageQuery,
  EncounterListQuery,
} from '@clinicall/shared/scheduling/encounter-lists';
import type { Config } from '../../config.js';
import type { Db } from '../../db/database.js';
import type { ScopedContext } from '../../lib/access/request-context.js';
import type { Clock } from '../../lib/clock.js';
import { addDays, instantAt, localDateOf } from '../../lib/local-time.js';
import type { CountersCache } from './counters-cache.js';
import { toEncounterDto } from './encounter-dto.js';
import {
  encounterListsRepository as repo,
  type CounterTurns,
  type ListOwner,
  type ListTab,
} from './encounter-lists.repository.js';
import type { EncounterAnswerRow } from './encounter-answer-row.js';

const DAY_MS = 86_400_000;

/**
 * The appointment lists (C84–C92) and the dashboard (C93–C95, I5). Every list is the caller's
 * own: a provider's appointments, a patient's and their family members', a clinic admin's clinics'.
 */
export function createEncounterListsService(deps: {
  db: Db;
  config: Pick<Config, 'encounterRequestWindowDays'>;
  clock: Clock;
  counters: CountersCache;
}) {
  const { db, config, clock } = deps;
  const cache = deps.counters;

  async function ownerOf(ctx: ScopedContext): Promise<ListOwner> {
    const { role, userId } = ctx.actor;
    if (role === Role.provider) return { kind: 'provider', id: userId };
    if (role === Role.patient) {
      return { kind: 'patients', ids: [userId, ...(await repo.familyOf(db, userId))] };
    }
    return { kind: 'clinics' };
  }

  const zoneOf = (ctx: ScopedContext) => ctx.actor.account.timeZone ?? 'UTC';

  function answer(ctx: ScopedContext, page: { content: EncounterAnswerRow[]; count: number }) {
    const viewer = { id: ctx.actor.userId, timeZone: zoneOf(ctx) };
    const encountersDTO: Encounter[] = page.content.map((row) => toEncounterDto(row, viewer));
    return { encountersDTO, count: page.count } satisfies EncounterList;
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

  /** A dashboard tab, soonest first. */
  async function dashboardPage(ctx: ScopedContext, query: DashboardPageQuery, tab: ListTab) {
    const owner = await ownerOf(ctx);
    const sort = 'startTime,asc';
    return answer(ctx, await repo.page(db, owner, ctx.scope, { tab }, { sort, ...query }));
  }

  return {
    /** C86, C87, C110: GET /encounters. */
    async list(ctx: ScopedContext, query: EncounterListQuery): Promise<EncounterList> {
      const filter = {
        from: query.from ? new Date(query.from) : undefined,
        to: query.to ? new Date(query.to) : undefined,
        statuses: query.status,
        finishReason: query.finishedEType,
        search: query.searchValue,
      };
      const { sort, page, size } = query;
      const owner = await ownerOf(ctx);
      return answer(ctx, await repo.page(db, owner, ctx.scope, filter, { sort, page, size }));
    },

    /** C93, I5: the Confirmed tab, soonest first. */
    async confirmed(ctx: ScopedContext, query: DashboardPageQuery) {
      return dashboardPage(ctx, query, { kind: 'confirmed', now: clock() });
    },

    /** C94, I5: the Today tab (providers). */
    async today(ctx: ScopedContext, query: DashboardPageQuery) {
      const bounds = today(ctx, clock());
      return dashboardPage(ctx, query, {
        kind: 'today',
        start: bounds.todayStart,
        end: bounds.todayEnd,
      });
    },

    /** C92, C93: the Pending tab and /appointment-requests, within the request window. */
    async requests(ctx: ScopedContext, query: DashboardPageQuery) {
      const now = clock();
      const window = requestWindow(now);
      return dashboardPage(ctx, query, {
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
      const now = clock();
      const key = countersKey(ctx);
      const cached = cache.get(key, now.getTime());
      if (cached) return cached;
      const read = cache.begin(countersTags(ctx));
      try {
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
        const answer = {
          confirmed: counted.confirmed,
          today: owner.kind === 'provider' ? counted.today : null,
          pending: counted.pending,
        };
        const validUntil = Math.min(bounds.todayEnd.getTime(), firstTurn(counted.turns));
        cache.store(read, key, answer, { builtAt: now.getTime(), validUntil });
        return answer;
      } finally {
        cache.end(read);
      }
    },
  };
}

/** Everything that shapes a caller's counters: who, in which role and scope, on which clock. */
function countersKey(ctx: ScopedContext) {
  const { userId, role } = ctx.actor;
  const scope = ctx.scope.all ? '*' : [...ctx.scope.clinicIds].sort((a, b) => a - b).join(',');
  return `${userId}|${role}|${scope}|${ctx.actor.account.timeZone ?? 'UTC'}`;
}

/** The notifications that concern a caller's counters (see counters-cache.ts). */
function countersTags(ctx: ScopedContext) {
  if (ctx.actor.role === Role.provider || ctx.actor.role === Role.patient) {
    return [`u${ctx.actor.userId}`];
  }
  return ctx.scope.all
    ? [`u${ctx.actor.userId}`, 'c*']
    : [`u${ctx.actor.userId}`, ...ctx.scope.clinicIds.map((id) => `c${id}`)];
}

export type EncounterListsService = ReturnType<typeof createEncounterListsService>;
