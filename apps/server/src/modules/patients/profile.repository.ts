import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Executor } from '../../db/database.js';
import { clinicMemberships, clinics } from '../../db/schema/clinics.js';
import { encounters } from '../../db/schema/encounters.js';
import { users } from '../../db/schema/identity.js';
import { rpmEnrolments } from '../../db/schema/monitoring.js';
import { patientProfileHistory } from '../../db/schema/people.js';
import { patientProfiles } from '../../db/schema/profiles.js';
import type { PatientProfileFields } from '@clinicall/shared/people/patient-profile';
import type { ProfileDiffOperation } from '@clinicall/shared/people/history';
import { scopeCondition, type ClinicScope } from '../../lib/access/clinic-scope.js';

const profileColumns = {
  id: users.id,
  role: users.role,
  email: users.email,
  firstName: users.firstName,
  lastName: users.lastName,
  phoneNumber: users.phoneNumber,
  imagePath: users.imagePath,
  dateOfBirth: patientProfiles.dateOfBirth,
  gender: patientProfiles.gender,
  ehrId: patientProfiles.ehrId,
  familyOwnerId: patientProfiles.familyOwnerId,
  relationship: patientProfiles.relationship,
  address: patientProfiles.address,
  alternativeEmails: patientProfiles.alternativeEmails,
  medicalHistory: patientProfiles.medicalHistory,
  medicineInfo: patientProfiles.medicineInfo,
  emergencyContact: patientProfiles.emergencyContact,
  newEmail: patientProfiles.newEmail,
};

export type StoredPatient = NonNullable<Awaited<ReturnType<typeof profileRepository.find>>>;

export const profileRepository = {
  /** The patient's account and profile; `forUpdate` locks the account row for a save. */
  async find(ex: Executor, patientId: number, forUpdate = false) {
    const query = ex
      .select(profileColumns)
      .from(users)
      .leftJoin(patientProfiles, eq(patientProfiles.userId, users.id))
      .where(and(eq(users.id, patientId), eq(users.role, 'ROLE_PATIENT')));
    const [row] = await (forUpdate ? query.for('update', { of: users }) : query);
    return row ?? null;
  },

  async familyOf(ex: Executor, headId: number) {
    return ex
      .select({
        id: users.id,
        firstName: users.firstName,
        lastName: users.lastName,
        relationship: patientProfiles.relationship,
        dateOfBirth: patientProfiles.dateOfBirth,
        gender: patientProfiles.gender,
      })
      .from(patientProfiles)
      .innerJoin(users, eq(users.id, patientProfiles.userId))
      .where(eq(patientProfiles.familyOwnerId, headId))
      .orderBy(users.firstName);
  },

  /** The patient's clinics inside the scope, with the switches the profile's tabs depend on. */
  async clinicsOf(ex: Executor, patientId: number, scope: ClinicScope) {
    return ex
      .select({
        id: clinics.id,
        name: clinics.name,
        allowPatientAttachment: clinics.allowPatientAttachment,
        allowRemotePatientMonitoring: clinics.allowRemotePatientMonitoring,
      })
      .from(clinicMemberships)
      .innerJoin(clinics, eq(clinics.id, clinicMemberships.clinicId))
      .where(
        and(
          eq(clinicMemberships.userId, patientId),
          eq(clinicMemberships.role, 'ROLE_PATIENT'),
          scopeCondition(scope, clinicMemberships.clinicId),
        ),
      )
      .orderBy(clinics.name);
  },

  /**
   * G4 (`isActiveRPM`): an active enrolment with a partner of one of the scope's clinics; staff of
   * another clinic do not learn of it.
   */
  async monitored(ex: Executor, patientId: number, scope: ClinicScope) {
    const [row] = await ex
      .select({ id: rpmEnrolments.id })
      .from(rpmEnrolments)
      .where(
        and(
          eq(rpmEnrolments.patientId, patientId),
          eq(rpmEnrolments.state, 'ACTIVE'),
          scopeCondition(scope, rpmEnrolments.clinicId),
        ),
      )
      .limit(1);
    return row !== undefined;
  },

  async lastAppointment(ex: Executor, patientId: number, scope: ClinicScope) {
    const [row] = await ex
      .select({ at: sql<Date | null>`max(${encounters.startTime})` })
      .from(encounters)
      .where(
        and(
          eq(encounters.patientId, patientId),
          scopeCondition(scope, encounters.clinicId),
          sql`${encounters.status} not in ('CANCELLED', 'DECLINED')`,
          sql`${encounters.startTime} <= now()`,
        ),
      );
    return row?.at ? new Date(row.at).toISOString() : null;
  },

  async save(ex: Executor, patientId: number, fields: PatientProfileFields) {
    await ex
      .update(users)
      .set({
        firstName: fields.firstName,
        lastName: fields.lastName,
        email: fields.email,
        phoneNumber: fields.telephoneNumber,
        updatedAt: sql`now()`,
      })
      .where(eq(users.id, patientId));
    const profile = {
      dateOfBirth: fields.dateOfBirth,
      gender: fields.gender,
      ehrId: fields.patientEMRID,
      address: fields.address,
      alternativeEmails: fields.alternativeEmails,
      medicalHistory: fields.medicalHistory,
      medicineInfo: fields.medicineInfo,
      emergencyContact: fields.emergencyContact,
    };
    await ex
      .insert(patientProfiles)
      .values({ userId: patientId, ...profile })
      .onConflictDoUpdate({ target: patientProfiles.userId, set: profile });
  },

  async emailOwner(ex: Executor, email: string) {
    const [row] = await ex.select({ id: users.id }).from(users).where(eq(users.email, email));
    return row?.id ?? null;
  },

  /** Sets the user's photo and answers the one it replaced (locked, so two uploads cannot both see it). */
  async setImagePath(ex: Executor, userId: number, imagePath: string) {
    const [old] = await ex
      .select({ imagePath: users.imagePath })
      .from(users)
      .where(eq(users.id, userId))
      .for('update');
    await ex
      .update(users)
      .set({ imagePath, updatedAt: sql`now()` })
      .where(eq(users.id, userId));
    return old?.imagePath ?? null;
  },

  async addHistory(
    ex: Executor,
    entry: {
      patientId: number;
      modifiedById: number;
      actingAssistantId: number | null;
      oldProfile: Record<string, unknown>;
      diff: ProfileDiffOperation[];
    },
  ) {
    await ex.insert(patientProfileHistory).values(entry);
  },

  /** F11: newest first, with the editor's name. */
  async history(ex: Executor, patientId: number) {
    return ex
      .select({
        id: patientProfileHistory.id,
        modifiedAt: patientProfileHistory.modifiedAt,
        oldProfile: patientProfileHistory.oldProfile,
        diff: patientProfileHistory.diff,
        firstName: users.firstName,
        lastName: users.lastName,
      })
      .from(patientProfileHistory)
      .leftJoin(users, eq(users.id, patientProfileHistory.modifiedById))
      .where(eq(patientProfileHistory.patientId, patientId))
      .orderBy(desc(patientProfileHistory.modifiedAt), desc(patientProfileHistory.id))
      .limit(200);
  },

  /** The clinics of a patient with the patient role, to give a new family member the same ones. */
  async patientClinicIds(ex: Executor, patientId: number, among?: readonly number[]) {
    const rows = await ex
      .select({ clinicId: clinicMemberships.clinicId })
      .from(clinicMemberships)
      .where(
        and(
          eq(clinicMemberships.userId, patientId),
          eq(clinicMemberships.role, 'ROLE_PATIENT'),
          among ? inArray(clinicMemberships.clinicId, [...among]) : undefined,
        ),
      );
    return rows.map((r) => r.clinicId);
  },
};
