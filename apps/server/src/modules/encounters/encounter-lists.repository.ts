import {
  and,
  asc,
  count,
  desc,
  eq,
  fillPlaceholders,
  gte,
  ilike,
  inArray,
  lt,
  ne,
  or,
  sql,
  type Column,
  type SQL,
} from 'drizzle-orm';
import type { EncounterSort } from '@clinicall/shared/scheduling/encounter-lists';
import { prepareArrayRows } from '../../db/array-rows.js';
import type { Db, Executor } from '../../db/database.js';
import { encounters } from '../../db/schema/encounters.js';
import { patientProfiles, providerProfiles } from '../../db/schema/profiles.js';
import { builtOnce, literalLimit } from '../../db/statement-cache.js';
import { statementName } from '../../db/statement-name.js';
import type { ClinicScope } from '../../lib/access/clinic-scope.js';
import { containsPattern } from '../../lib/like-pattern.js';
import {
  confirmedCondition,
  laterRequestsCondition,
  requestsCondition,
  todayCondition,
} from './dashboard-conditions.js';
import { answerFields, answerRowOf } from './encounter-answer-row.js';
import {
  parties,
  patientMonitored,
  selectPageWithParties,
  type PageFields,
} from './encounters.repository.js';

const { patient, provider } = parties;
const slot = (name: string) => sql.placeholder(name);
const slots = (prefix: string, n: number) =>
  Array.from({ length: n }, (_, i) => slot(`${prefix}${i}`));

/**
 * Whose appointments a list shows: a provider's own, a patient's own and their family members',
 * or (clinic admins) every appointment of the scope's clinics. Each keeps the query on an index
 * that starts with its column and continues with the start time.
 */
export type ListOwner =
  { kind: 'provider'; id: number } | { kind: 'patients'; ids: number[] } | { kind: 'clinics' };

/** A dashboard tab's window (C92–C94), its instants filled in per request. */
export type ListTab =
  | { kind: 'confirmed'; now: Date }
  | { kind: 'today'; start: Date; end: Date }
  | { kind: 'requests'; now: Date; since: Date; until: Date };

/** What narrows a list besides its owner and scope (C86, C87, C93–C95). */
export type ListFilter = {
  from?: Date | undefined;
  to?: Date | undefined;
  statuses?: readonly string[] | undefined;
  finishReason?: string | undefined;
  search?: string | undefined;
  /** G4: only patients under remote monitoring at the appointment's clinic. */
  monitoredOnly?: boolean | undefined;
  tab?: ListTab | undefined;
};

export type ListPage = { sort: EncounterSort; page: number; size: number };

/**
 * What fixes a statement's text: the owner's kind and number of ids, the scope's number of
 * clinics, which filters are present (and how many statuses), and for a page its order, size and
 * whether it is past the first. Every value is a placeholder, so a text is built once per shape.
 */
type Shape = {
  owner: ListOwner['kind'];
  ids: number;
  clinics: number | 'all';
  from: boolean;
  to: boolean;
  statuses: number;
  finish: boolean;
  search: boolean;
  monitored: boolean;
  tab: ListTab['kind'] | null;
};
type PageShape = Shape & { sort: EncounterSort; size: number; paged: boolean };

/** The owner and scope as placeholders, as the access plugin's scope condition writes them. */
function ownerCondition(shape: Shape): SQL | undefined {
  const inClinics =
    shape.clinics === 'all'
      ? sql`true`
      : shape.clinics === 0
        ? sql`false`
        : inArray(encounters.clinicId, slots('clinic', shape.clinics));
  switch (shape.owner) {
    case 'provider':
      return and(eq(encounters.providerId, slot('owner0')), inClinics);
    case 'patients':
      return and(inArray(encounters.patientId, slots('owner', shape.ids)), inClinics);
    case 'clinics':
      return inClinics;
  }
}

/** C86: keyword search over both parties' names and the reason for the visit. */
function searchCondition() {
  const pattern = slot('search');
  return or(
    ilike(sql`${patient.firstName} || ' ' || ${patient.lastName}`, pattern),
    ilike(sql`${provider.firstName} || ' ' || ${provider.lastName}`, pattern),
    ilike(encounters.whatIsWrong, pattern),
  );
}

const tabCondition = (tab: Shape['tab']) =>
  tab === 'confirmed'
    ? confirmedCondition()
    : tab === 'today'
      ? todayCondition()
      : tab === 'requests'
        ? requestsCondition()
        : undefined;

function filterOf(shape: Shape) {
  return and(
    ownerCondition(shape),
    shape.from ? gte(encounters.startTime, slot('from')) : undefined,
    shape.to ? lt(encounters.startTime, slot('to')) : undefined,
    shape.statuses > 0 ? inArray(encounters.status, slots('status', shape.statuses)) : undefined,
    shape.finish ? eq(encounters.finishReason, slot('finish')) : undefined,
    tabCondition(shape.tab),
    shape.search ? searchCondition() : undefined,
    shape.monitored ? patientMonitored : undefined,
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

const DAY_MS = 86_400_000;
const instant = (date: Date) => date.toISOString();

/** A request's shape and the values of its placeholders (instants as ISO text on both drivers). */
function bind(owner: ListOwner, scope: ClinicScope, filter: ListFilter) {
  const shape: Shape = {
    owner: owner.kind,
    ids: owner.kind === 'patients' ? owner.ids.length : 0,
    clinics: scope.all ? 'all' : scope.clinicIds.length,
    from: filter.from !== undefined,
    to: filter.to !== undefined,
    statuses: filter.statuses?.length ?? 0,
    finish: filter.finishReason !== undefined,
    search: Boolean(filter.search),
    monitored: filter.monitoredOnly === true,
    tab: filter.tab?.kind ?? null,
  };
  const values: Record<string, unknown> = {};
  const each = (prefix: string, list: readonly unknown[]) =>
    list.forEach((value, i) => (values[`${prefix}${i}`] = value));
  if (owner.kind === 'provider') values.owner0 = owner.id;
  if (owner.kind === 'patients') each('owner', owner.ids);
  if (!scope.all) each('clinic', scope.clinicIds);
  if (filter.from) values.from = instant(filter.from);
  if (filter.to) values.to = instant(filter.to);
  each('status', filter.statuses ?? []);
  if (filter.finishReason !== undefined) values.finish = filter.finishReason;
  if (filter.search) values.search = containsPattern(filter.search);
  if (filter.tab) Object.assign(values, tabValues(filter.tab));
  return { shape, values };
}

function tabValues(tab: ListTab): Record<string, string> {
  switch (tab.kind) {
    case 'confirmed':
      return confirmedValues(tab.now);
    case 'today':
      return { todayStart: instant(tab.start), todayEnd: instant(tab.end) };
    case 'requests':
      return {
        now: instant(tab.now),
        requestsSince: instant(tab.since),
        requestsUntil: instant(tab.until),
      };
  }
}

const confirmedValues = (now: Date) => ({
  now: instant(now),
  dayBefore: instant(new Date(now.getTime() - DAY_MS)),
});

const countFields = { value: count() };

/**
 * How many appointments the shape's filter keeps. It joins the parties only when a search needs
 * their names; inside the page's query its tables shadow the page's own, so the filter reads them.
 */
const countQuery = (ex: Executor, shape: Shape) =>
  shape.search
    ? ex
        .select(countFields)
        .from(encounters)
        .innerJoin(patient, eq(patient.id, encounters.patientId))
        .innerJoin(provider, eq(provider.id, encounters.providerId))
        .where(filterOf(shape))
    : ex.select(countFields).from(encounters).where(filterOf(shape));

const pageFields = (ex: Executor, shape: Shape): PageFields => ({
  ...answerFields,
  total: sql<number>`(${countQuery(ex, shape)})`.mapWith(Number),
});

/** One page of a list, each row carrying the total. The first page has no OFFSET at all. */
function listQuery(ex: Executor, shape: PageShape, fields = pageFields(ex, shape)) {
  const limited = selectPageWithParties(ex, fields)
    .where(filterOf(shape))
    .orderBy(...orderOf(shape.sort))
    .limit(literalLimit(shape.size));
  return shape.paged ? limited.offset(slot('offset')) : limited;
}

/** The earliest of a time column among the rows `condition` keeps. */
const earliest = (column: Column, condition: SQL | undefined) =>
  sql<Date | null>`min(${column}) filter (where ${condition})`;

const countersFields = {
  confirmed: sql<number>`count(*) filter (where ${confirmedCondition()})`.mapWith(Number),
  today: sql<number>`count(*) filter (where ${todayCondition()})`.mapWith(Number),
  pending: sql<number>`count(*) filter (where ${requestsCondition()})`.mapWith(Number),
  // What bounds the counts' life (see CounterTurns): the same pass, a few more aggregates.
  turns: {
    confirmedEnd: earliest(encounters.endTime, confirmedCondition()),
    confirmedStart: earliest(encounters.startTime, confirmedCondition()),
    requestEnd: earliest(
      encounters.endTime,
      and(requestsCondition(), ne(encounters.type, 'MESSAGE')),
    ),
    requestStart: earliest(encounters.startTime, requestsCondition()),
    laterRequestStart: earliest(encounters.startTime, laterRequestsCondition()),
  },
};

/**
 * The earliest instants of the counted appointments from which time alone changes the counts: a
 * confirmed one ending or starting a day before `now`, a request ending or leaving the window, a
 * later request entering it. Null when there is none.
 */
export type CounterTurns = {
  confirmedEnd: Date | null;
  confirmedStart: Date | null;
  requestEnd: Date | null;
  requestStart: Date | null;
  laterRequestStart: Date | null;
};

/** The dashboard counters: one pass over the owner's appointments from `since` on. */
const countersQuery = (ex: Executor, shape: Shape) =>
  ex
    .select(countersFields)
    .from(encounters)
    .where(and(ownerCondition(shape), gte(encounters.startTime, slot('since'))));

/*
 * The hot statements run with array rows named here (db/array-query.ts): Drizzle's generic row
 * mapping cost more than the rest of building a list page's answer. Counts are bigints, which
 * the drivers hand over as text or bigint: Number() reads both.
 */
const preparedList = (db: Db, shape: PageShape) =>
  builtOnce(db, `encounter list ${JSON.stringify(shape)}`, () => {
    const fields = pageFields(db, shape);
    const query = listQuery(db, shape, fields);
    const name = statementName('encounter_list', query.toSQL().sql);
    return prepareArrayRows(db, name, fields, query, (row, at) => ({
      ...answerRowOf(row, at),
      total: Number(row[at.total]),
    }));
  });

const preparedCount = (db: Db, shape: Shape) =>
  builtOnce(db, `encounter count ${JSON.stringify(shape)}`, () => {
    const query = countQuery(db, shape);
    const name = statementName('encounter_count', query.toSQL().sql);
    return prepareArrayRows(db, name, countFields, query, (row, at) => ({
      value: Number(row[at.value]),
    }));
  });

const preparedCounters = (db: Db, shape: Shape) =>
  builtOnce(db, `encounter counters ${JSON.stringify(shape)}`, () => {
    const query = countersQuery(db, shape);
    const name = statementName('encounter_counters', query.toSQL().sql);
    return prepareArrayRows(db, name, countersFields, query, (row, at) => ({
      confirmed: Number(row[at.confirmed]),
      today: Number(row[at.today]),
      pending: Number(row[at.pending]),
      turns: {
        confirmedEnd: row[at.turns.confirmedEnd] as Date | null,
        confirmedStart: row[at.turns.confirmedStart] as Date | null,
        requestEnd: row[at.turns.requestEnd] as Date | null,
        requestStart: row[at.turns.requestStart] as Date | null,
        laterRequestStart: row[at.turns.laterRequestStart] as Date | null,
      },
    }));
  });

type CounterBounds = {
  since: Date;
  now: Date;
  todayStart: Date;
  todayEnd: Date;
  requestsUntil: Date;
  requestsSince: Date;
};

/** A statement's text and its parameters in order, for EXPLAIN in the query-plan test. */
type Built = { sql: string; params: unknown[] };
const filled = (query: { toSQL(): Built }, values: Record<string, unknown>): Built => {
  const { sql: text, params } = query.toSQL();
  return { sql: text, params: fillPlaceholders(params, values) };
};

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
  async page(db: Db, owner: ListOwner, scope: ClinicScope, filter: ListFilter, input: ListPage) {
    const { shape, values } = bind(owner, scope, filter);
    const pageShape = { ...shape, sort: input.sort, size: input.size, paged: input.page > 0 };
    const run = preparedList(db, pageShape);
    const content = await run({ ...values, offset: input.page * input.size });
    if (content.length > 0 || input.page === 0) {
      return { content, count: content[0]?.total ?? 0 };
    }
    const [counted] = await preparedCount(db, shape)(values);
    return { content, count: counted?.value ?? 0 };
  },

  /**
   * C93–C95: the three dashboard counters in one pass over the owner's appointments from `since`
   * on (one index range scan), each a FILTER of it.
   */
  async counters(db: Db, owner: ListOwner, scope: ClinicScope, bounds: CounterBounds) {
    const { shape, values } = bind(owner, scope, {});
    const run = preparedCounters(db, shape);
    const [row] = await run({ ...values, ...counterValues(bounds) });
    const none = { confirmedEnd: null, confirmedStart: null, requestEnd: null };
    const noTurns = { ...none, requestStart: null, laterRequestStart: null };
    return row ?? { confirmed: 0, today: 0, pending: 0, turns: noTurns };
  },

  /** The list page's statement as it runs (for the query-plan test). */
  listStatement(ex: Executor, owner: ListOwner, scope: ClinicScope, input: ListPage): Built {
    const { shape, values } = bind(owner, scope, {});
    const paged = input.page > 0;
    const query = listQuery(ex, { ...shape, sort: input.sort, size: input.size, paged });
    return filled(query, { ...values, offset: input.page * input.size });
  },

  /** The counters' statement as it runs (for the query-plan test). */
  countersStatement(ex: Executor, owner: ListOwner, scope: ClinicScope, bounds: CounterBounds) {
    const { shape, values } = bind(owner, scope, {});
    return filled(countersQuery(ex, shape), { ...values, ...counterValues(bounds) });
  },
};

const counterValues = (bounds: CounterBounds) => ({
  ...confirmedValues(bounds.now),
  since: instant(bounds.since),
  todayStart: instant(bounds.todayStart),
  todayEnd: instant(bounds.todayEnd),
  requestsSince: instant(bounds.requestsSince),
  requestsUntil: instant(bounds.requestsUntil),
});
