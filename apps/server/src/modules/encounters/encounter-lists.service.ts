import { Role } from '@clinicall/shared/roles';
import type { Encounter, EncounterList } from '@clinicall/shared/scheduling/encounters';
import type {
  DashboardCounters,
  DashboardPageQuery,
  EncounterListQuery,
} from '@clinicall/shared/scheduling/encounter-lists';
import { and, eq, gte, inArray, lt } from 'drizzle-orm';
import type { Config } from '../../config.js';
import type { Db } from '../../db/database.js';
import { encounters } from '../../db/schema/encounters.js';
import type { ScopedContext } from '../../lib/access/request-context.js';
import type { Clock } from '../../lib/clock.js';
import { addDays, instantAt, localDateOf } from '../../lib/local-time.js';
import { toEncounterDto } from './encounter-dto.js';
import {
  confirmedCondition,
  encounterListsRepository as repo,
  ownerCondition,
  requestsCondition,
  todayCondition,
  type ListOwner,
} from './encounter-lists.repository.js';
import type { EncounterWithParties } from './encounters.repository.js';

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

  function answer(ctx: ScopedContext, page: { content: EncounterWithParties[]; count: number }) {
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

  async function dashboardPage(
    ctx: ScopedContext,
    query: DashboardPageQuery,
    condition: ReturnType<typeof and>,
    sort: 'startTime,asc' | 'startTime,desc',
  ) {
    const where = and(ownerCondition(await ownerOf(ctx), ctx.scope), condition);
    return answer(ctx, await repo.page(db, where, { sort, ...query }));
  }

  return {
    /** C86, C87, C110: GET /encounters. */
    async list(ctx: ScopedContext, query: EncounterListQuery): Promise<EncounterList> {
      const where = and(
        ownerCondition(await ownerOf(ctx), ctx.scope),
        query.from ? gte(encounters.startTime, new Date(query.from)) : undefined,
        query.to ? lt(encounters.startTime, new Date(query.to)) : undefined,
        query.status ? inArray(encounters.status, query.status) : undefined,
        query.finishedEType ? eq(encounters.finishReason, query.finishedEType) : undefined,
      );
      return answer(
        ctx,
        await repo.page(db, where, {
          sort: query.sort,
          page: query.page,
          size: query.size,
          search: query.searchValue,
        }),
      );
    },

    /** C93, I5: the Confirmed tab, soonest first. */
    async confirmed(ctx: ScopedContext, query: DashboardPageQuery) {
      return dashboardPage(ctx, query, confirmedCondition(clock()), 'startTime,asc');
    },

    /** C94, I5: the Today tab (providers). */
    async today(ctx: ScopedContext, query: DashboardPageQuery) {
      const bounds = today(ctx, clock());
      return dashboardPage(
        ctx,
        query,
        todayCondition(bounds.todayStart, bounds.todayEnd),
        'startTime,asc',
      );
    },

    /** C92, C93: the Pending tab and /appointment-requests, within the request window. */
    async requests(ctx: ScopedContext, query: DashboardPageQuery) {
      const now = clock();
      const window = requestWindow(now);
      return dashboardPage(
        ctx,
        query,
        requestsCondition(now, window.requestsSince, window.requestsUntil),
        'startTime,asc',
      );
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
      return { ...counted, today: owner.kind === 'provider' ? counted.today : null };
    },
  };
}

export type EncounterListsService = ReturnType<typeof createEncounterListsService>;
