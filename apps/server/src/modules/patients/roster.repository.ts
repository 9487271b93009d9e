import {
  and,
  asc,
  count,
  countDistinct,
  eq,
  exists,
  inArray,
  or,
  sql,
  type SQL,
} from 'drizzle-orm';
import type { Executor } from '../../db/database.js';
import { clinicMemberships } from '../../db/schema/clinics.js';
import { encounters } from '../../db/schema/encounters.js';
import { users } from '../../db/schema/identity.js';
import { patientProfiles } from '../../db/schema/profiles.js';
import { scopeCondition, type ClinicScope } from '../../lib/access/clinic-scope.js';

/** Escapes LIKE's wildcards so a typed `%` or `_` matches itself. */
const likePrefix = (term: string) => `${term.toLowerCase().replace(/[\\%_]/g, '\\$&')}%`;

/**
 * F1: each typed word must start the first name, the last name or the e-mail. Prefix matches on
 * lower(...) use the text_pattern_ops indexes, so a 200,000-patient clinic is searched by index.
 */
function keywordCondition(keyword: string): SQL | undefined {
  const terms = keyword.split(/\s+/).filter(Boolean).slice(0, 5);
  if (terms.length === 0) return undefined;
  return and(
    ...terms.map((term) => {
      const prefix = likePrefix(term);
      return or(
        sql`lower(${users.firstName}) like ${prefix}`,
        sql`lower(${users.lastName}) like ${prefix}`,
        sql`${users.email} like ${prefix}`,
      );
    }),
  );
}

/** A patient of the scope's clinics (the patient role in one of them). */
const patientInScope = (scope: ClinicScope) =>
  exists(
    sql`(select 1 from ${clinicMemberships} where ${clinicMemberships.userId} = ${users.id}
      and ${clinicMemberships.role} = 'ROLE_PATIENT'
      and ${scopeCondition(scope, clinicMemberships.clinicId)})`,
  );

export const rosterRepository = {
  /** F1, F2: a page of the roster in name order, each with its last appointment in scope. */
  async page(ex: Executor, scope: ClinicScope, keyword: string, page: number, size: number) {
    const lastAppointment = sql<Date | null>`(
      select max(${encounters.startTime}) from ${encounters}
      where ${encounters.patientId} = ${users.id}
        and ${scopeCondition(scope, encounters.clinicId)}
        and ${encounters.status} not in ('CANCELLED', 'DECLINED')
        and ${encounters.startTime} <= now())`;
    return ex
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
      })
      .from(users)
      .leftJoin(patientProfiles, eq(patientProfiles.userId, users.id))
      .where(and(patientInScope(scope), keywordCondition(keyword)))
      .orderBy(
        asc(sql`lower(${users.lastName})`),
        asc(sql`lower(${users.firstName})`),
        asc(users.id),
      )
      .limit(size + 1)
      .offset(page * size);
  },

  /** The number of matches, for totalElements. */
  async countMatching(ex: Executor, scope: ClinicScope, keyword: string) {
    const [row] = await ex
      .select({ total: count() })
      .from(users)
      .where(and(patientInScope(scope), keywordCondition(keyword)));
    return row?.total ?? 0;
  },

  /** F1: GET /patients/count, straight from the memberships index. */
  async countPatients(ex: Executor, scope: ClinicScope) {
    const [row] = await ex
      .select({ total: countDistinct(clinicMemberships.userId) })
      .from(clinicMemberships)
      .where(
        and(
          eq(clinicMemberships.role, 'ROLE_PATIENT'),
          scopeCondition(scope, clinicMemberships.clinicId),
        ),
      );
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
