import { and, asc, count, countDistinct, eq, inArray, or, sql, type SQL } from 'drizzle-orm';
import { union, type AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Executor } from '../../db/database.js';
import { clinicMemberships } from '../../db/schema/clinics.js';
import { encounters } from '../../db/schema/encounters.js';
import { users } from '../../db/schema/identity.js';
import { patientProfiles } from '../../db/schema/profiles.js';
import { clinicPatientCounts, patientRoster } from '../../db/schema/roster.js';
import { statementName } from '../../db/statement-name.js';
import { scopeCondition, type ClinicScope } from '../../lib/access/clinic-scope.js';
import { keywordTerms, prefixRange, type PrefixRange } from './roster-keyword.js';

/** What a match carries: the patient and the roster's order keys. */
const orderKeys = {
  userId: patientRoster.userId,
  lastKey: patientRoster.lastKey,
  firstKey: patientRoster.firstKey,
};

/**
 * A key starts with the prefix: `~>=~` and `~<~` compare bytes, as the `text_pattern_ops` indexes
 * order them, so the range is an index range even in a plan made before its values are known. Each
 * bound is a one-row subquery (an InitPlan): no plan sees its value, so a plan made for the values
 * at hand (which PostgreSQL tries first, and keeps while it looks cheaper) is no better than the
 * generic one, and the generic plan (the same index ranges for every word) is kept from the sixth
 * search on a connection, with no planning at all.
 */
const startsWith = (key: AnyPgColumn, range: PrefixRange) =>
  range.below === undefined
    ? sql`${key} ~>=~ (select ${range.from}::text)`
    : sql`(${key} ~>=~ (select ${range.from}::text) and ${key} ~<~ (select ${range.below}::text))`;

/** A word starts the first name, the last name or the e-mail. */
const startsAnyKey = (range: PrefixRange) =>
  or(
    startsWith(patientRoster.firstKey, range),
    startsWith(patientRoster.lastKey, range),
    startsWith(patientRoster.email, range),
  );

/**
 * F1: the scope's patients matching every word of the keyword. The longest word (the most
 * selective, as a rule) drives one index range per key, and a UNION keeps each patient once; the
 * other words are checked on the same index entries.
 */
function matching(ex: Executor, scope: ClinicScope, terms: readonly string[]) {
  const inScope = scopeCondition(scope, patientRoster.clinicId);
  const [driving = prefixRange(''), ...others] = [...terms]
    .sort((a, b) => b.length - a.length)
    .map(prefixRange);
  const branch = (key: AnyPgColumn) =>
    ex
      .select(orderKeys)
      .from(patientRoster)
      .where(and(inScope, startsWith(key, driving), ...others.map(startsAnyKey)));
  return union(
    branch(patientRoster.firstKey),
    branch(patientRoster.lastKey),
    branch(patientRoster.email),
  );
}

/**
 * A LIMIT written into the statement's text rather than sent as a parameter: PostgreSQL plans a
 * parameter LIMIT as a tenth of the rows, so the generic plan of a page looked far dearer than a
 * custom one and was never kept. Page sizes are few (1 to 100), and so are the texts. Drizzle writes
 * an SQL chunk given as the limit as it is; its type admits only a number or a placeholder.
 */
function literalLimit(rows: number): number {
  if (!Number.isSafeInteger(rows) || rows < 0) throw new RangeError(`bad page limit ${rows}`);
  return sql.raw(String(rows)) as unknown as number;
}

/** The scope's clinic when it is exactly one: its patient count is kept by the roster triggers. */
const onlyClinic = (scope: ClinicScope) =>
  !scope.all && scope.clinicIds.length === 1 ? scope.clinicIds[0] : undefined;

const keptCount = (clinicId: number) =>
  sql<number>`coalesce((select ${clinicPatientCounts.patients} from ${clinicPatientCounts}
    where ${clinicPatientCounts.clinicId} = ${clinicId}), 0)`;

/** Patients of several clinics are counted once each, from the roster's clinic-first index. */
const distinctCount = (scope: ClinicScope) =>
  sql<number>`(select count(distinct ${patientRoster.userId})::int from ${patientRoster}
    where ${scopeCondition(scope, patientRoster.clinicId)})`;

/** F1: how many patients the scope holds, as a scalar subquery. */
function patientTotal(scope: ClinicScope): SQL<number> {
  const clinicId = onlyClinic(scope);
  return clinicId === undefined ? distinctCount(scope) : keptCount(clinicId);
}

export const rosterRepository = {
  /**
   * F1, F2: one page of the roster in name order, each row with its last appointment in scope and
   * the number of matches, in one statement. The page's details are read for its rows only. The
   * statement is named after its text (fixed by the scope and the number of words, the values are
   * parameters), so each connection parses and plans it once.
   */
  async page(ex: Executor, scope: ClinicScope, keyword: string, page: number, size: number) {
    const terms = keywordTerms(keyword);
    const hits = terms.length > 0 ? ex.$with('hits').as(matching(ex, scope, terms)) : undefined;
    // Without a keyword: DISTINCT lists a patient of two clinics in scope once; on one clinic the
    // planner walks the order index and stops after the page. Order, DISTINCT and LIMIT must sit
    // in the same query for that.
    const pageKeys = (
      hits
        ? ex.select().from(hits).orderBy(asc(hits.lastKey), asc(hits.firstKey), asc(hits.userId))
        : ex
            .selectDistinct(orderKeys)
            .from(patientRoster)
            .where(scopeCondition(scope, patientRoster.clinicId))
            .orderBy(
              asc(patientRoster.lastKey),
              asc(patientRoster.firstKey),
              asc(patientRoster.userId),
            )
    )
      .limit(literalLimit(size + 1))
      .offset(page * size)
      .as('page_keys');
    const total = hits ? sql<number>`(select count(*)::int from ${hits})` : patientTotal(scope);
    const lastAppointment = sql<Date | null>`(
      select max(${encounters.startTime}) from ${encounters}
      where ${encounters.patientId} = ${pageKeys.userId}
        and ${scopeCondition(scope, encounters.clinicId)}
        and ${encounters.status} not in ('CANCELLED', 'DECLINED')
        and ${encounters.startTime} <= now())`;
    const query = ex
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
        total: total.mapWith(Number),
      })
      .from(pageKeys)
      .innerJoin(users, eq(users.id, pageKeys.userId))
      .leftJoin(patientProfiles, eq(patientProfiles.userId, pageKeys.userId))
      .orderBy(asc(pageKeys.lastKey), asc(pageKeys.firstKey), asc(pageKeys.userId));
    return query.prepare(statementName('roster_page', query.toSQL().sql)).execute();
  },

  /** The number of matches alone, for a page past the last one (which has no row to carry it). */
  async countMatching(ex: Executor, scope: ClinicScope, keyword: string) {
    const terms = keywordTerms(keyword);
    if (terms.length === 0) return this.countPatients(ex, scope);
    const query = ex.select({ total: count() }).from(matching(ex, scope, terms).as('hits'));
    const [row] = await query.prepare(statementName('roster_count', query.toSQL().sql)).execute();
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
