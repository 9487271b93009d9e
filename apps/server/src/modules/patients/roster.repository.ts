import {
  and,
  asc,
  count,
  countDistinct,
  eq,
  inArray,
  not,
  or,
  sql,
  type Placeholder,
  type SQL,
} from 'drizzle-orm';
import { union, unionAll, type AnyPgColumn } from 'drizzle-orm/pg-core';
import { arrayStatement } from '../../db/array-query.js';
import type { Db, Executor } from '../../db/database.js';
import { clinicMemberships } from '../../db/schema/clinics.js';
import { encounters } from '../../db/schema/encounters.js';
import { users } from '../../db/schema/identity.js';
import { patientProfiles } from '../../db/schema/profiles.js';
import { clinicPatientCounts, patientRoster } from '../../db/schema/roster.js';
import { builtOnce, literalLimit } from '../../db/statement-cache.js';
import { statementName } from '../../db/statement-name.js';
import { scopeCondition, type ClinicScope } from '../../lib/access/clinic-scope.js';
import { keywordTerms, prefixRange } from './roster-keyword.js';

/** What a match carries: the patient and the roster's order keys. */
const orderKeys = {
  userId: patientRoster.userId,
  lastKey: patientRoster.lastKey,
  firstKey: patientRoster.firstKey,
};

/**
 * What fixes a roster statement's text: the scope's shape, the words (driving word first) and
 * whether each has an upper bound, the page size and whether the page is past the first. The values
 * (clinics, bounds, offset) are placeholders, so a statement is built and named once per shape.
 */
type Shape = { all: boolean; clinics: number; bounded: boolean[]; size: number; paged: boolean };

/** A word as placeholders: its lower bound and, when it has one, its upper bound. */
type WordSlots = { from: Placeholder; below: Placeholder | undefined };

const wordSlots = (shape: Shape): WordSlots[] =>
  shape.bounded.map((bounded, i) => ({
    from: sql.placeholder(`from${i}`),
    below: bounded ? sql.placeholder(`below${i}`) : undefined,
  }));

/** The scope as placeholders, as `scopeCondition` writes it with values. */
function inScope(shape: Shape, column: AnyPgColumn): SQL {
  if (shape.all) return sql`true`;
  if (shape.clinics === 0) return sql`false`;
  return inArray(
    column,
    Array.from({ length: shape.clinics }, (_, i) => sql.placeholder(`clinic${i}`)),
  );
}

/**
 * A key starts with the prefix: `~>=~` and `~<~` compare bytes, as the `text_pattern_ops` indexes
 * order them, so the range is an index range even in a plan made before its values are known. Each
 * bound is a one-row subquery (an InitPlan): no plan sees its value, so a plan made for the values
 * at hand (which PostgreSQL tries first, and keeps while it looks cheaper) is no better than the
 * generic one, and the generic plan (the same index ranges for every word) is kept from the sixth
 * search on a connection, with no planning at all.
 */
const startsWith = (key: AnyPgColumn, word: WordSlots) =>
  word.below === undefined
    ? sql`${key} ~>=~ (select ${word.from}::text)`
    : sql`(${key} ~>=~ (select ${word.from}::text) and ${key} ~<~ (select ${word.below}::text))`;

/** A word starts the first name, the last name or the e-mail. */
const startsAnyKey = (word: WordSlots) =>
  or(
    startsWith(patientRoster.firstKey, word),
    startsWith(patientRoster.lastKey, word),
    startsWith(patientRoster.email, word),
  );

/**
 * F1: the scope's patients matching every word of the keyword. The first word (the longest, the
 * most selective as a rule) drives one index range per key; the other words are checked on the
 * same index entries. In one clinic a patient has one roster row, so each branch leaves out what
 * the branches before it found and UNION ALL appends them as they are: deduplicating with UNION
 * (a hash of every match) cost a third of the search in the database. A wider scope holds a
 * patient once per clinic, and UNION keeps them once.
 */
function matching(ex: Executor, shape: Shape) {
  const [driving, ...others] = wordSlots(shape);
  if (!driving) throw new RangeError('a search needs a word');
  const oneRowEach = !shape.all && shape.clinics === 1;
  const branch = (key: AnyPgColumn, foundBefore: AnyPgColumn[]) =>
    ex
      .select(orderKeys)
      .from(patientRoster)
      .where(
        and(
          inScope(shape, patientRoster.clinicId),
          startsWith(key, driving),
          ...(oneRowEach ? foundBefore.map((before) => not(startsWith(before, driving))) : []),
          ...others.map(startsAnyKey),
        ),
      );
  const { firstKey, lastKey, email } = patientRoster;
  return (oneRowEach ? unionAll : union)(
    branch(firstKey, []),
    branch(lastKey, [firstKey]),
    branch(email, [firstKey, lastKey]),
  );
}

/** F1: how many patients the scope holds: kept by the triggers for one clinic, counted otherwise. */
const patientTotal = (shape: Shape) =>
  !shape.all && shape.clinics === 1
    ? sql<number>`coalesce((select ${clinicPatientCounts.patients} from ${clinicPatientCounts}
        where ${clinicPatientCounts.clinicId} = ${sql.placeholder('clinic0')}), 0)`
    : sql<number>`(select count(distinct ${patientRoster.userId})::int from ${patientRoster}
        where ${inScope(shape, patientRoster.clinicId)})`;

/**
 * A roster page's row, in the order `pageQuery` selects it: dates and timestamps as the database
 * writes them, `total` the number of matches (on every row).
 */
export type RosterRow = [
  id: number,
  email: string,
  firstName: string,
  lastName: string,
  imagePath: string | null,
  gender: string | null,
  dateOfBirth: string | null,
  headPatientId: number | null,
  lastAppointment: string | null,
  total: number,
];

/**
 * F1, F2: one page of the roster in name order, each row with its last appointment in scope and
 * the number of matches, in one statement. The page's details are read for its rows only.
 */
function pageQuery(ex: Executor, shape: Shape) {
  const hits = shape.bounded.length > 0 ? ex.$with('hits').as(matching(ex, shape)) : undefined;
  // Without a keyword: DISTINCT lists a patient of two clinics in scope once; on one clinic the
  // planner walks the order index and stops after the page. Order, DISTINCT and LIMIT must sit
  // in the same query for that.
  const ordered = hits
    ? ex.select().from(hits).orderBy(asc(hits.lastKey), asc(hits.firstKey), asc(hits.userId))
    : ex
        .selectDistinct(orderKeys)
        .from(patientRoster)
        .where(inScope(shape, patientRoster.clinicId))
        .orderBy(
          asc(patientRoster.lastKey),
          asc(patientRoster.firstKey),
          asc(patientRoster.userId),
        );
  const limited = ordered.limit(literalLimit(shape.size + 1));
  // The first page has no OFFSET at all, so its generic plan is the walk that stops after it.
  const pageKeys = (shape.paged ? limited.offset(sql.placeholder('offset')) : limited).as(
    'page_keys',
  );
  const total = hits ? sql<number>`(select count(*)::int from ${hits})` : patientTotal(shape);
  const lastAppointment = sql<string | null>`(
    select max(${encounters.startTime}) from ${encounters}
    where ${encounters.patientId} = ${pageKeys.userId}
      and ${inScope(shape, encounters.clinicId)}
      and ${encounters.status} not in ('CANCELLED', 'DECLINED')
      and ${encounters.startTime} <= now())`;
  // The order of `RosterRow`.
  return ex
    .with(...(hits ? [hits] : []))
    .select({
      id: users.id,
      email: users.email,
      firstName: users.firstName,
      lastName: users.lastName,
      imagePath: users.imagePath,
      gender: patientProfiles.gender,
      dateOfBirth: patientProfiles.dateOfBirth,
      headPatientId: patientProfiles.familyOwnerId,
      lastAppointment,
      total,
    })
    .from(pageKeys)
    .innerJoin(users, eq(users.id, pageKeys.userId))
    .leftJoin(patientProfiles, eq(patientProfiles.userId, pageKeys.userId))
    .orderBy(asc(pageKeys.lastKey), asc(pageKeys.firstKey), asc(pageKeys.userId));
}

const preparedPage = (db: Db, shape: Shape) =>
  builtOnce(db, `roster page ${JSON.stringify(shape)}`, () =>
    arrayStatement(db, 'roster_page', pageQuery(db, shape)),
  );

const preparedCount = (ex: Executor, shape: Shape) =>
  builtOnce(ex, `roster count ${JSON.stringify(shape)}`, () => {
    const query = ex.select({ total: count() }).from(matching(ex, shape).as('hits'));
    return query.prepare(statementName('roster_count', query.toSQL().sql));
  });

/** A request's shape and the values of its placeholders. */
function bind(scope: ClinicScope, keyword: string, page = 0, size = 0) {
  const ranges = keywordTerms(keyword)
    .sort((a, b) => b.length - a.length)
    .map(prefixRange);
  const shape: Shape = {
    all: scope.all,
    clinics: scope.all ? 0 : scope.clinicIds.length,
    bounded: ranges.map((range) => range.below !== undefined),
    size,
    paged: page > 0,
  };
  const values: Record<string, unknown> = { offset: page * size };
  if (!scope.all) scope.clinicIds.forEach((id, i) => (values[`clinic${i}`] = id));
  ranges.forEach((range, i) => {
    values[`from${i}`] = range.from;
    if (range.below !== undefined) values[`below${i}`] = range.below;
  });
  return { shape, values };
}

/** The scope's clinic when it is exactly one: its patient count is kept by the roster triggers. */
const onlyClinic = (scope: ClinicScope) =>
  !scope.all && scope.clinicIds.length === 1 ? scope.clinicIds[0] : undefined;

export const rosterRepository = {
  /** F1, F2: one page of the roster (the keyword's matches, if it has words) with the total. */
  async page(db: Db, scope: ClinicScope, keyword: string, page: number, size: number) {
    const { shape, values } = bind(scope, keyword, page, size);
    return (await preparedPage(db, shape)(values)) as RosterRow[];
  },

  /** The number of matches alone, for a page past the last one (which has no row to carry it). */
  async countMatching(ex: Executor, scope: ClinicScope, keyword: string) {
    const { shape, values } = bind(scope, keyword);
    if (shape.bounded.length === 0) return this.countPatients(ex, scope);
    const [row] = await preparedCount(ex, shape).execute(values);
    return row?.total ?? 0;
  },

  /** F1: GET /patients/count. */
  async countPatients(ex: Executor, scope: ClinicScope) {
    const clinicId = onlyClinic(scope);
    if (clinicId !== undefined) {
      const [kept] = await ex
        .select({ patients: clinicPatientCounts.patients })
        .from(clinicPatientCounts)
        .where(eq(clinicPatientCounts.clinicId, clinicId));
      return kept?.patients ?? 0;
    }
    const [row] = await ex
      .select({ total: countDistinct(patientRoster.userId) })
      .from(patientRoster)
      .where(scopeCondition(scope, patientRoster.clinicId));
    return row?.total ?? 0;
  },

  /** The patient's clinics among `clinicIds` (a provider reaches a patient through these). */
  async sharedClinics(ex: Executor, patientId: number, clinicIds: readonly number[]) {
    if (clinicIds.length === 0) return [];
    const rows = await ex
      .select({ clinicId: clinicMemberships.clinicId })
      .from(clinicMemberships)
      .where(
        and(
          eq(clinicMemberships.userId, patientId),
          eq(clinicMemberships.role, 'ROLE_PATIENT'),
          inArray(clinicMemberships.clinicId, [...clinicIds]),
        ),
      );
    return rows.map((r) => r.clinicId);
  },
};
