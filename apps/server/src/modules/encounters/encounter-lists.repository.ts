import {
  and,
  asc,
  count,
  desc,
  eq,
  gt,
  gte,
  ilike,
  inArray,
  lt,
  or,
  sql,
  type SQL,
} from 'drizzle-orm';
import type { EncounterSort } from '@clinicall/shared/scheduling/encounter-lists';
import type { Executor } from '../../db/database.js';
import { encounters } from '../../db/schema/encounters.js';
import { patientProfiles, providerProfiles } from '../../db/schema/profiles.js';
import { scopeCondition, type ClinicScope } from '../../lib/access/clinic-scope.js';
import { containsPattern } from '../../lib/like-pattern.js';
import { parties, selectPageWithParties } from './encounters.repository.js';

const { patient, provider } = parties;

/**
 * Whose appointments a list shows: a provider's own, a patient's own and their family members',
 * or (clinic admins) every appointment of the scope's clinics. Each keeps the query on an index
 * that starts with its column and continues with the start time.
 */
export type ListOwner =
  { kind: 'provider'; id: number } | { kind: 'patients'; ids: number[] } | { kind: 'clinics' };

export function ownerCondition(owner: ListOwner, scope: ClinicScope): SQL | undefined {
  const inClinics = scopeCondition(scope, encounters.clinicId);
  switch (owner.kind) {
    case 'provider':
      return and(eq(encounters.providerId, owner.id), inClinics);
    case 'patients':
      return and(inArray(encounters.patientId, owner.ids), inClinics);
    case 'clinics':
      return inClinics;
  }
}

/** C86: keyword search over both parties' names and the reason for the visit. */
export function searchCondition(search: string | undefined) {
  if (!search) return undefined;
  const pattern = containsPattern(search);
  return or(
    ilike(sql`${patient.firstName} || ' ' || ${patient.lastName}`, pattern),
    ilike(sql`${provider.firstName} || ' ' || ${provider.lastName}`, pattern),
    ilike(encounters.whatIsWrong, pattern),
  );
}

function orderOf(sort: EncounterSort) {
  const [field, direction] = sort.split(',') as [string, 'asc' | 'desc'];
  const by = direction === 'asc' ? asc : desc;
  const columns =
    field === 'providerName'
      ? [by(provider.lastName), by(provider.firstName)]
      : field === 'specialty'
        ? [sql`${providerProfiles.primarySpecialty} ${sql.raw(direction)} nulls last`]
        : [];
  // The start time orders ties (and is the order itself by default), then the id.
  const startOrder = field === 'startTime' ? by : desc;
  return [...columns, startOrder(encounters.startTime), startOrder(encounters.id)];
}

export const encounterListsRepository = {
  /** The family members a patient heads: their appointments are in the patient's lists. */
  async familyOf(ex: Executor, patientId: number) {
    const rows = await ex
      .select({ id: patientProfiles.userId })
      .from(patientProfiles)
      .where(eq(patientProfiles.familyOwnerId, patientId));
    return rows.map((r) => r.id);
  },

  /**
   * One page and the total in one round trip: the page's rows carry the total, counted by a
   * subquery the database runs once. A page past the end has no row to carry it and asks again.
   */
  async page(
    ex: Executor,
    where: SQL | undefined,
    input: { sort: EncounterSort; page: number; size: number; search?: string | undefined },
  ) {
    const filter = and(where, searchCondition(input.search));
    const content = await listQuery(ex, filter, input);
    if (content.length > 0 || input.page === 0) {
      return { content, count: content[0]?.total ?? 0 };
    }
    const [counted] = await countQuery(ex, filter, input.search);
    return { content, count: counted?.value ?? 0 };
  },

  /**
   * C93–C95: the three dashboard counters in one pass over the owner's appointments from `since`
   * on (one index range scan), each a FILTER of it. A named statement: the database parses and
   * plans it once per connection. Its text is fixed by the owner's kind and the number of ids the
   * owner and the scope name (the bounds are parameters), so those name it, and the query is built
   * once per request.
   */
  async counters(ex: Executor, owner: ListOwner, scope: ClinicScope, bounds: CounterBounds) {
    const shape = [
      owner.kind,
      owner.kind === 'patients' ? owner.ids.length : 0,
      scope.all ? 'all' : scope.clinicIds.length,
    ].join('_');
    const query = countersQuery(ex, ownerCondition(owner, scope), bounds);
    const [row] = await query.prepare(`counters_${shape}`).execute();
    return row ?? { confirmed: 0, today: 0, pending: 0 };
  },
};

type CounterBounds = {
  since: Date;
  now: Date;
  todayStart: Date;
  todayEnd: Date;
  requestsUntil: Date;
  requestsSince: Date;
};

/**
 * How many appointments `filter` keeps. It joins the parties only when a search needs their
 * names; inside the page's query its tables shadow the page's own, so the filter reads them.
 */
const countQuery = (ex: Executor, filter: SQL | undefined, search: string | undefined) =>
  search
    ? ex
        .select({ value: count() })
        .from(encounters)
        .innerJoin(patient, eq(patient.id, encounters.patientId))
        .innerJoin(provider, eq(provider.id, encounters.providerId))
        .where(filter)
    : ex.select({ value: count() }).from(encounters).where(filter);

/** One page of a list, each row carrying the total (exported for the query-plan test). */
export const listQuery = (
  ex: Executor,
  filter: SQL | undefined,
  input: { sort: EncounterSort; page: number; size: number; search?: string | undefined },
) =>
  selectPageWithParties(ex, sql`(${countQuery(ex, filter, input.search)})`.mapWith(Number))
    .where(filter)
    .orderBy(...orderOf(input.sort))
    .limit(input.size)
    .offset(input.page * input.size);

/** The dashboard counters' query (exported for the query-plan test). */
export const countersQuery = (ex: Executor, where: SQL | undefined, bounds: CounterBounds) =>
  ex
    .select({
      confirmed: sql<number>`count(*) filter (where ${confirmedCondition(bounds.now)})`.mapWith(
        Number,
      ),
      today:
        sql<number>`count(*) filter (where ${todayCondition(bounds.todayStart, bounds.todayEnd)})`.mapWith(
          Number,
        ),
      pending:
        sql<number>`count(*) filter (where ${requestsCondition(bounds.now, bounds.requestsSince, bounds.requestsUntil)})`.mapWith(
          Number,
        ),
    })
    .from(encounters)
    .where(and(where, gte(encounters.startTime, bounds.since)));

const DAY_MS = 86_400_000;

/**
 * Confirmed timed appointments not over yet (C93's Confirmed tab); none lasts a day, which bounds
 * the index range from below.
 */
export const confirmedCondition = (now: Date) =>
  and(
    eq(encounters.status, 'ACCEPTED'),
    gt(encounters.startTime, new Date(now.getTime() - DAY_MS)),
    gt(encounters.endTime, now),
  );

/** Today's confirmed or running appointments, on the viewer's clock (C94, providers). */
export const todayCondition = (start: Date, end: Date) =>
  and(
    inArray(encounters.status, ['ACCEPTED', 'STARTED', 'PROVIDER_STARTED', 'PATIENT_STARTED']),
    gte(encounters.startTime, start),
    lt(encounters.startTime, end),
  );

/**
 * C92: requests within the request window: timed ones not yet over and starting before its end;
 * message requests (which hold no time) for as long as the window after they were sent.
 */
export const requestsCondition = (now: Date, since: Date, until: Date) =>
  and(
    inArray(encounters.status, ['REQUESTED', 'PENDING']),
    gte(encounters.startTime, since),
    lt(encounters.startTime, until),
    or(gt(encounters.endTime, now), eq(encounters.type, 'MESSAGE')),
  );
