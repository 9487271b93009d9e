import { randomBytes, randomUUID } from 'node:crypto';
import {
  type AddFamilyMemberRequest,
  type PatientProfile,
  type PatientProfileFields,
  type PatientReach,
} from '@clinicall/shared/people/patient-profile';
import { PeopleMessages } from '@clinicall/shared/people/messages';
import type { ProfileHistoryEntry } from '@clinicall/shared/people/history';
import { photoPath } from '@clinicall/shared/people/photo-path';
import { Role } from '@clinicall/shared/roles';
import type { Db, Executor } from '../../db/database.js';
import { patientProfiles } from '../../db/schema/profiles.js';
import { clinicsScope, type ClinicScope } from '../../lib/access/clinic-scope.js';
import type { ScopedContext, SignedInContext } from '../../lib/access/request-context.js';
import { DomainError, domainError } from '../../lib/domain-error.js';
import { hiddenRefusal } from '../../lib/hidden-refusal.js';
import type { EmailChangeService } from '../email-changes/email-change.service.js';
import { joinClinicAs } from './family-membership.js';
import { canonicalJson, profileDiff } from './profile-diff.js';
import { storedFields } from './patient-fields.js';
import { profileRepository as repo, type StoredPatient } from './profile.repository.js';
import { rosterRepository } from './roster.repository.js';

type Deps = {
  db: Db;
  /** The account module's one way to create an account. */
  createUserAccount: (
    ex: Executor,
    input: { email: string; password: string; role: Role; firstName: string; lastName: string },
  ) => Promise<{ id: number }>;
  /** A change of someone else's e-mail waits for the patient's agreement and the new address. */
  emailChanges: Pick<EmailChangeService, 'requestForOther'>;
};

/**
 * Issue 22: how the caller reaches the patient, so the profile shows a referral's receiver only
 * what the referral grants (the access plugin marks a request admitted through a grant).
 */
function reachOf(ctx: ScopedContext): PatientReach {
  if (ctx.actor.role === Role.patient) return { through: 'SELF', referralId: null };
  if (ctx.referralGrantId !== null) {
    return { through: 'REFERRAL_GRANT', referralId: ctx.referralGrantId };
  }
  return { through: 'CARE', referralId: null };
}

const isUniqueViolation = (error: unknown) =>
  typeof error === 'object' && error !== null && 'code' in error && error.code === '23505';

export function createProfileService(deps: Deps) {
  const { db, createUserAccount, emailChanges } = deps;
  /**
   * Who may reach a patient: the patient, the head of their family, or staff of a clinic the
   * patient belongs to (within the route's scope). Others are refused as if the patient did not
   * exist (the existence check comes first, so a different answer would tell).
   */
  async function assertReach(ex: Executor, ctx: ScopedContext, patient: StoredPatient) {
    if (ctx.actor.role === Role.patient) {
      const own = patient.id === ctx.actor.userId || patient.familyOwnerId === ctx.actor.userId;
      if (!own) throw hiddenRefusal('FORBIDDEN', 'not the patient or their family');
      return;
    }
    if (ctx.scope.all) return;
    const shared = await rosterRepository.sharedClinics(ex, patient.id, ctx.scope.clinicIds);
    if (shared.length === 0) throw hiddenRefusal('CLINIC_FORBIDDEN', 'patient of another clinic');
  }

  async function findReachable(ex: Executor, ctx: ScopedContext, patientId: number, lock = false) {
    const patient = await repo.find(ex, patientId, lock);
    if (!patient) throw domainError('NOT_FOUND');
    await assertReach(ex, ctx, patient);
    return patient;
  }

  async function present(
    ex: Executor,
    row: StoredPatient,
    scope: ClinicScope,
    reach: PatientReach,
  ) {
    const [familyMembers, clinicDTOS, lastAppointmentDate, isActiveRPM] = await Promise.all([
      row.familyOwnerId === null ? repo.familyOf(ex, row.id) : Promise.resolve([]),
      repo.clinicsOf(ex, row.id, scope),
      repo.lastAppointment(ex, row.id, scope),
      repo.monitored(ex, row.id, scope),
    ]);
    const profile: PatientProfile = {
      ...storedFields(row),
      newEmail: row.newEmail,
      imagePath: photoPath({ id: row.id, role: Role.patient }, row.imagePath),
      familyMembers,
      isFamilyMember: row.familyOwnerId !== null,
      headPatientId: row.familyOwnerId,
      isActiveRPM,
      clinicDTOS,
      lastAppointmentDate,
      reach,
    };
    return profile;
  }

  /**
   * F45, F46: a family member's own account reads its profile but saves nothing; the primary
   * family account saves it (issue 21 defect 8: medications, weight, allergies and emergency
   * contact were editable from the member's own account).
   */
  function assertNotOwnFamilyProfile(ctx: SignedInContext, row: StoredPatient) {
    if (row.id === ctx.actor.userId && row.familyOwnerId !== null) {
      throw domainError('FORBIDDEN', PeopleMessages.familyReadOnly);
    }
  }

  return {
    /** F45: the photo is part of the profile a family member's own account does not save. */
    async assertMayChangeOwnPhoto(ctx: SignedInContext) {
      const row = await repo.find(db, ctx.actor.userId);
      if (row) assertNotOwnFamilyProfile(ctx, row);
    },

    /** F7: GET /patient/{id}/profile. */
    async get(ctx: ScopedContext, patientId: number) {
      const row = await findReachable(db, ctx, patientId);
      return present(db, row, ctx.scope, reachOf(ctx));
    },

    /**
     * F22: saves `newPatientData` only if `oldPatientData` is still what is stored; otherwise
     * someone saved in between and the save is refused whole (409), so nobody's edit is lost.
     */
    async update(
      ctx: ScopedContext,
      body: {
        oldPatientData: PatientProfileFields;
        newPatientData: PatientProfileFields;
        familyMemberId?: number | null | undefined;
      },
    ) {
      const { oldPatientData, newPatientData } = body;
      const targetId = body.familyMemberId ?? newPatientData.id;
      if (oldPatientData.id !== targetId || newPatientData.id !== targetId) {
        throw domainError('VALIDATION', 'The old and new copies must be of the same patient.');
      }
      const result = await db
        .transaction(async (tx) => {
          const row = await findReachable(tx, ctx, targetId, true);
          const current = storedFields(row);
          if (canonicalJson(current) !== canonicalJson(oldPatientData)) {
            throw domainError('PROFILE_STALE');
          }
          assertNotOwnFamilyProfile(ctx, row);
          const emailChanged = newPatientData.email !== current.email;
          // Issue 19 path 4: one's own sign-in e-mail changes only with the current password,
          // through its own form (POST /account/email_change), never with a profile save.
          if (emailChanged && targetId === ctx.actor.userId) {
            throw domainError('EMAIL_CHANGE_PASSWORD_REQUIRED');
          }
          if (emailChanged) {
            const owner = await repo.emailOwner(tx, newPatientData.email);
            if (owner !== null) throw domainError('EMAIL_TAKEN', PeopleMessages.emailUsed);
          }
          const diff = profileDiff(current, newPatientData);
          if (diff.length === 0) return row;
          // Issue 19 path 2: the sign-in e-mail stays until the change settles; a change by staff
          // waits for the patient's agreement too, one by the family head only for the new address.
          await repo.save(tx, targetId, { ...newPatientData, email: current.email });
          await repo.addHistory(tx, {
            patientId: targetId,
            modifiedById: ctx.actor.userId,
            actingAssistantId: ctx.actor.actingAssistantId,
            oldProfile: current,
            diff,
          });
          if (emailChanged) {
            await emailChanges.requestForOther(tx, {
              userId: targetId,
              newEmail: newPatientData.email,
              requestedById: ctx.actor.userId,
              byFamilyHead: row.familyOwnerId === ctx.actor.userId,
            });
          }
          await ctx.audit('patient.profile-updated', { subject: String(targetId) }, tx);
          return row;
        })
        .catch(async (error: unknown) => {
          if (isUniqueViolation(error)) throw domainError('EMAIL_TAKEN', PeopleMessages.emailUsed);
          if (error instanceof DomainError && error.code === 'EMAIL_CHANGE_PASSWORD_REQUIRED') {
            await ctx.audit('account.email-change-refused', {
              detail: { step: 'profile-save', reason: error.code },
            });
          }
          throw error;
        });
      const fresh = await repo.find(db, result.id);
      if (!fresh) throw domainError('NOT_FOUND');
      return { profile: await present(db, fresh, ctx.scope, reachOf(ctx)) };
    },

    /** F11: GET /patients/profileHistory?patientId. */
    async history(ctx: ScopedContext, patientId: number): Promise<ProfileHistoryEntry[]> {
      await findReachable(db, ctx, patientId);
      const rows = await repo.history(db, patientId);
      return rows.map((row) => ({
        id: row.id,
        modifiedBy: row.firstName ? `${row.firstName} ${row.lastName}` : 'Deleted user',
        modificationTime: new Date(row.modifiedAt).toISOString(),
        jsonOldProfile: row.oldProfile,
        jsonProfileVersionsDiff: row.diff,
      }));
    },

    /**
     * F47: a family member joins a primary account: the patient's own, or (for a provider) a
     * patient of theirs. The member gets an account of its own with an e-mail nobody sees (F44)
     * and no usable password; it belongs to the head's clinics.
     */
    async addFamilyMember(ctx: ScopedContext, body: AddFamilyMemberRequest) {
      const headId = ctx.actor.role === Role.patient ? ctx.actor.userId : body.headPatientId;
      if (headId === undefined) throw domainError('VALIDATION', 'headPatientId is required.');
      return db.transaction(async (tx) => {
        const head = await findReachable(tx, ctx, headId);
        if (head.familyOwnerId !== null) {
          throw domainError('VALIDATION', PeopleMessages.familyProtected);
        }
        const member = await createUserAccount(tx, {
          email: `family-${randomUUID()}@family.invalid`,
          password: randomBytes(24).toString('base64url'),
          role: Role.patient,
          firstName: body.firstName,
          lastName: body.lastName,
        });
        await tx.insert(patientProfiles).values({
          userId: member.id,
          familyOwnerId: head.id,
          relationship: body.relationship,
          gender: body.gender,
          dateOfBirth: body.dateOfBirth,
        });
        const clinicIds = await repo.patientClinicIds(tx, head.id);
        await joinClinicAs(tx, member.id, clinicIds);
        const row = await repo.find(tx, member.id);
        if (!row) throw domainError('NOT_FOUND');
        return present(tx, row, clinicsScope(clinicIds), reachOf(ctx));
      });
    },

    findReachable,
  };
}

export type ProfileService = ReturnType<typeof createProfileService>;
