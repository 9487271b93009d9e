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
import { toEncounterDto } from './encounter-dto.js';
import {
  encounterListsRepository as repo,
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
}) {
  const { db, config, clock } = deps;

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

    /** C93, C94: the three counters in one query; Today only for providers. */
    async counters(ctx: ScopedContext): Promise<DashboardCounters> {
      const now = clock();
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
      return {
        confirmed: counted.confirmed,
        today: owner.kind === 'provider' ? counted.today : null,
        pending: counted.pending,
      };
    },
  };
}

export type EncounterListsService = ReturnType<typeof createEncounterListsService>;
