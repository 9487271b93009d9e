import { and, asc, count, eq, exists, ilike, or, sql, type SQL } from 'drizzle-orm';
import type { Executor } from '../../db/database.js';
import { clinicMemberships, clinics } from '../../db/schema/clinics.js';
import { users } from '../../db/schema/identity.js';
import { patientProfiles, providerProfiles } from '../../db/schema/profiles.js';
import { allClinics, scopeCondition, type ClinicScope } from '../../lib/access/clinic-scope.js';
import { containsPattern } from '../../lib/like-pattern.js';
import { liveReferralTo } from '../referrals/referral-booking.service.js';

type Page = { page: number; size: number; search?: string | undefined };

/** The patient asking, and when: a live referral adds the provider it sends them to (issue 22). */
type Referred = { patientId: number; at: Date };

/** A user who holds `role` in an active clinic of the scope (and, for providers, meets `extra`). */
function memberOfScope(scope: ClinicScope, role: string, extra?: SQL) {
  return (ex: Executor) =>
    exists(
      ex
        .select({ one: sql`1` })
        .from(clinicMemberships)
        .innerJoin(clinics, eq(clinics.id, clinicMemberships.clinicId))
        .where(
          and(
            eq(clinicMemberships.userId, users.id),
            eq(clinicMemberships.role, role),
            eq(clinics.activated, true),
            scopeCondition(scope, clinicMemberships.clinicId),
            extra,
          ),
        ),
    );
}

function nameOrEmail(search: string | undefined) {
  if (!search) return undefined;
  const pattern = containsPattern(search);
  return or(
    ilike(users.firstName, pattern),
    ilike(users.lastName, pattern),
    ilike(sql`${users.firstName} || ' ' || ${users.lastName}`, pattern),
    ilike(users.email, pattern),
  );
}

/** The pick lists of the booking wizards, each user once however many clinics they share. */
export const bookingListsRepository = {
  /**
   * C56: active providers of the scope's clinics that let patients book (C52), and the providers
   * live referrals send the patient to, where one of their clinics lets patients book.
   */
  async providers(
    ex: Executor,
    scope: ClinicScope,
    { page, size, search }: Page,
    referred: Referred,
  ) {
    const selfScheduling = eq(clinics.isPatientScheduleAppointmentEnabled, true);
    const where = and(
      eq(users.role, 'ROLE_PROVIDER'),
      eq(users.activated, true),
      or(
        memberOfScope(scope, 'ROLE_PROVIDER', selfScheduling)(ex),
        and(
          liveReferralTo(ex, referred.patientId, users.id, referred.at),
          memberOfScope(allClinics(), 'ROLE_PROVIDER', selfScheduling)(ex),
        ),
      ),
      nameOrEmail(search),
    );
    const [rows, [total]] = await Promise.all([
      ex
        .select({
          id: users.id,
          email: users.email,
          firstName: users.firstName,
          lastName: users.lastName,
          imagePath: users.imagePath,
          primarySpecialty: providerProfiles.primarySpecialty,
        })
        .from(users)
        .leftJoin(providerProfiles, eq(providerProfiles.userId, users.id))
        .where(where)
        .orderBy(asc(users.lastName), asc(users.firstName), asc(users.id))
        .limit(size)
        .offset(page * size),
      ex.select({ value: count() }).from(users).where(where),
    ]);
    return { rows, total: total?.value ?? 0 };
  },

  /** C48: active patients of the scope's clinics. */
  async patients(ex: Executor, scope: ClinicScope, { page, size, search }: Page) {
    const where = and(
      eq(users.role, 'ROLE_PATIENT'),
      eq(users.activated, true),
      memberOfScope(scope, 'ROLE_PATIENT')(ex),
      nameOrEmail(search),
    );
    const [rows, [total]] = await Promise.all([
      ex
        .select({
          id: users.id,
          email: users.email,
          firstName: users.firstName,
          lastName: users.lastName,
          dateOfBirth: patientProfiles.dateOfBirth,
        })
        .from(users)
        .leftJoin(patientProfiles, eq(patientProfiles.userId, users.id))
        .where(where)
        .orderBy(asc(users.lastName), asc(users.firstName), asc(users.id))
        .limit(size)
        .offset(page * size),
      ex.select({ value: count() }).from(users).where(where),
    ]);
    return { rows, total: total?.value ?? 0 };
  },
};
