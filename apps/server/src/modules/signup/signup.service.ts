import { pathTo, Paths } from '@clinicall/shared/paths';
import { Role } from '@clinicall/shared/roles';
import type { RegisterResponse, RegistrationType } from '@clinicall/shared/signup/schemas';
import type { Config } from '../../config.js';
import type { Db, Executor } from '../../db/database.js';
import { violatedConstraint } from '../../db/constraint-errors.js';
import type { RequestContext } from '../../lib/access/request-context.js';
import type { Clock } from '../../lib/clock.js';
import { domainError } from '../../lib/domain-error.js';
import { hashPassword } from '../../lib/password-hashing.js';
import { verifyInvitationToken } from '../../lib/invitation-tokens.js';
import { createConsentedFamilyMember } from '../invitations/family-consent.service.js';
import type { Mailer } from '../mail/mailer.js';
import { signupRepository as repo } from './signup.repository.js';
import { welcomeMail } from './signup.mails.js';
import {
  patientProfileOf,
  providerProfileOf,
  type PatientRegisterBody as PatientBody,
  type ProviderRegisterBody as ProviderBody,
} from './signup-profiles.js';

type Found = NonNullable<Awaited<ReturnType<typeof repo.invitation>>>;

/** The invitation kinds (modules/invitations): two sign-ups and two consents. */
type InvitationKind = RegistrationType | 'FAMILY';

/** Sign-up links are for accounts that are not active yet; consents (JOIN, FAMILY) are not. */
const isSignup = (kind: string) => kind === 'PATIENT' || kind === 'PROVIDER';

export type SignupDeps = {
  db: Db;
  config: Pick<Config, 'publicUrl'>;
  mailer: Mailer;
  hmacSecret: Uint8Array;
  clock: Clock;
};

/** F107–F132: where a mailed link leads, the sign-up wizards' submissions, and joining a clinic. */
export function createSignupService(deps: SignupDeps) {
  const { db, config, mailer, hmacSecret, clock } = deps;

  /**
   * The invitation a token opens, checked in order: signature, expiry, type, single use. With
   * `lock`, the row stays locked until the transaction ends, so two submits cannot both use it.
   */
  async function open(ex: Executor, token: string, kinds: readonly InvitationKind[], lock = false) {
    const verified = verifyInvitationToken(hmacSecret, token);
    if (!verified) throw domainError('INVITATION_INVALID');
    const found = await repo.invitation(ex, verified.invitationId, lock);
    if (!found || !kinds.includes(found.invitation.kind as InvitationKind)) {
      throw domainError('INVITATION_INVALID');
    }
    if (found.invitation.usedAt) throw domainError('INVITATION_USED');
    const now = clock();
    if (verified.expiresAt <= now || found.invitation.expiresAt <= now) {
      throw domainError('INVITATION_EXPIRED');
    }
    // A sign-up link of an account that is already active (signed up through another link).
    if (isSignup(found.invitation.kind) && found.user.activated) {
      throw domainError('INVITATION_USED');
    }
    return found;
  }

  async function welcome(ex: Executor, found: Found, to: { email: string; firstName: string }) {
    if (!found.clinic.welcome) return;
    await mailer.enqueue(
      welcomeMail(to, found.clinic.name, `${config.publicUrl}${Paths.login}`),
      ex,
    );
  }

  /** The e-mail the person chose, unless another account holds it. */
  async function checkEmailFree(ex: Executor, found: Found, email: string) {
    if (email === found.user.email) return;
    const holder = await repo.userIdByEmail(ex, email);
    if (holder !== null && holder !== found.user.id) throw domainError('SIGNUP_EMAIL_IN_USE');
  }

  /** A unique violation on the e-mail (a race with another sign-up) is the in-use refusal. */
  const emailRace = (error: unknown) => {
    if (violatedConstraint(error) === 'users_email_key') return domainError('SIGNUP_EMAIL_IN_USE');
    return error;
  };

  return {
    /** F107: GET /register, the page the link leads to and what the clinic knows already. */
    async lookup(token: string, type: RegistrationType): Promise<RegisterResponse> {
      const found = await open(db, token, [type]);
      const url =
        type === 'JOIN'
          ? pathTo.joinClinic(token, found.user.id)
          : type === 'PATIENT'
            ? pathTo.signupPatient('overview', token)
            : pathTo.signupProvider('overview', token);
      return {
        url,
        clinicName: found.clinic.name,
        invitation: {
          firstName: found.user.firstName,
          lastName: found.user.lastName,
          email: found.user.email,
          gender: found.profile?.gender ?? null,
          dateOfBirth: found.profile?.dateOfBirth ?? null,
          telephoneNumber: found.user.phoneNumber,
        },
      };
    },

    /**
     * F113: GET /users/{email}. Answers only whether the address is taken; with a sign-up token,
     * the invited account's own address counts as free.
     */
    async emailInUse(email: string, token: string | undefined) {
      const holder = await repo.userIdByEmail(db, email.trim().toLowerCase());
      if (holder === null) return false;
      const verified = token ? verifyInvitationToken(hmacSecret, token) : null;
      if (!verified) return true;
      const found = await repo.invitation(db, verified.invitationId);
      return found?.user.id !== holder;
    },

    /** F116: POST /patientRegister. */
    async registerPatient(ctx: RequestContext, body: PatientBody) {
      const passwordHash = await hashPassword(body.password);
      try {
        return await db.transaction(async (tx) => {
          const found = await open(tx, body.clinicToken, ['PATIENT'], true);
          if (found.user.role !== Role.patient) throw domainError('INVITATION_INVALID');
          await checkEmailFree(tx, found, body.email);
          await repo.completeAccount(tx, found.user.id, {
            email: body.email,
            firstName: body.firstName,
            lastName: body.lastName,
            phoneNumber: body.telephoneNumber,
            passwordHash,
          });
          await repo.savePatientProfile(tx, found.user.id, patientProfileOf(body));
          await repo.markUsed(tx, found.invitation, clock());
          await welcome(tx, found, body);
          await ctx.audit('signup.patient', { userId: found.user.id, subject: body.email }, tx);
          return { email: body.email };
        });
      } catch (error) {
        throw emailRace(error);
      }
    },

    /** F128: POST /providers/profile, or /providers/fullProfile with a photo already stored. */
    async registerProvider(ctx: RequestContext, body: ProviderBody, imagePath?: string) {
      const passwordHash = await hashPassword(body.password);
      try {
        return await db.transaction(async (tx) => {
          const found = await open(tx, body.clinicToken, ['PROVIDER'], true);
          if (found.user.role !== Role.provider) throw domainError('INVITATION_INVALID');
          await checkEmailFree(tx, found, body.email);
          await repo.completeAccount(tx, found.user.id, {
            email: body.email,
            firstName: body.firstName,
            lastName: body.lastName,
            phoneNumber: null,
            passwordHash,
            ...(imagePath ? { imagePath } : {}),
          });
          await repo.saveProviderProfile(tx, found.user.id, providerProfileOf(body));
          await repo.markUsed(tx, found.invitation, clock());
          await ctx.audit('signup.provider', { userId: found.user.id, subject: body.email }, tx);
          return { email: body.email };
        });
      } catch (error) {
        throw emailRace(error);
      }
    },

    /**
     * F131: GET /joinClinic, the invited person's consent (issue 19 path 1): a patient of another
     * clinic, or another clinic's invitee, joins the inviting clinic (JOIN); or the head of a
     * family accepts the member a provider typed, who is created only now, and both join (FAMILY).
     * Before this the clinic holds no membership, so it can read nothing of them.
     */
    async joinClinic(ctx: RequestContext, token: string, patientId: number | undefined) {
      return db.transaction(async (tx) => {
        const found = await open(tx, token, ['JOIN', 'FAMILY'], true);
        if (patientId !== undefined && patientId !== found.user.id) {
          throw domainError('INVITATION_INVALID');
        }
        const { clinicId } = found.invitation;
        const member =
          found.invitation.kind === 'FAMILY'
            ? await createConsentedFamilyMember(tx, found.invitation, found.user)
            : null;
        await repo.joinClinic(tx, found.user.id, clinicId);
        await repo.markUsed(tx, found.invitation, clock());
        await welcome(tx, found, found.user);
        await ctx.audit(
          'clinic.joined',
          { userId: found.user.id, clinicId, detail: { clinicId } },
          tx,
        );
        if (!member) return { clinicName: found.clinic.name };
        await ctx.audit(
          'patient.family-member-added',
          {
            userId: found.user.id,
            patientId: member.id,
            clinicId,
            subject: member.email,
            detail: { clinicId, headId: found.user.id },
          },
          tx,
        );
        return { clinicName: found.clinic.name, familyMemberName: member.name };
      });
    },
  };
}

export type SignupService = ReturnType<typeof createSignupService>;
