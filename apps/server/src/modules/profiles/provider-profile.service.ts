import { PeopleMessages } from '@clinicall/shared/people/messages';
import type {
  ProviderProfile,
  ProviderProfileFields,
} from '@clinicall/shared/people/provider-profile';
import { photoPath } from '@clinicall/shared/people/photo-path';
import { Role } from '@clinicall/shared/roles';
import type { Db } from '../../db/database.js';
import type { Actor, ScopedContext, SignedInContext } from '../../lib/access/request-context.js';
import { domainError } from '../../lib/domain-error.js';
import { hiddenRefusal } from '../../lib/hidden-refusal.js';
import { providerProfileRepository as repo } from './provider-profile.repository.js';

const isUniqueViolation = (error: unknown) =>
  typeof error === 'object' && error !== null && 'code' in error && error.code === '23505';

/** Whether a profile's e-mail field still names the sign-in e-mail (case and spaces aside). */
export const sameEmail = (a: string, b: string) =>
  a.trim().toLowerCase() === b.trim().toLowerCase();

/**
 * Whether a reader outside the provider's clinics still sees their photo because a row shows it
 * (the network's lists, a patient's referral): the network domain's answer.
 */
export type PhotoReachBeyondClinics = (actor: Actor, providerId: number) => Promise<boolean>;

/** F48–F51: a provider's profile, read by colleagues and patients of their clinics, edited by them. */
export function createProviderProfileService(
  db: Db,
  options: { photoReach?: PhotoReachBeyondClinics } = {},
) {
  async function load(providerId: number, among?: readonly number[]): Promise<ProviderProfile> {
    const row = await repo.find(db, providerId);
    if (!row) throw domainError('NOT_FOUND');
    const p = row.profile;
    return {
      id: row.id,
      email: row.email,
      newEmail: p?.newEmail ?? null,
      firstName: row.firstName,
      lastName: row.lastName,
      imagePath: photoPath({ id: row.id, role: Role.provider }, row.imagePath),
      primarySpecialty: p?.primarySpecialty ?? '',
      briefOverview: p?.briefOverview ?? '',
      specialties: p?.specialties ?? [],
      languages: p?.languages ?? [],
      insurances: p?.insurances ?? [],
      recommendation: p?.recommendation ?? '',
      offices: p?.offices ?? [],
      hospitalAffiliations: p?.hospitalAffiliations ?? [],
      alternativeEmails: p?.alternativeEmails ?? [],
      clinicDTOS: await repo.clinicsOf(db, providerId, among),
    };
  }

  /**
   * Who may read a provider's profile and photo: the provider, the super admin, and anyone holding
   * an allowed role (staff, or a patient who can book them) in a clinic the provider belongs to.
   * Answers the clinics to list: those the reader shares, or all for the provider and super admin.
   */
  async function assertReach(ctx: ScopedContext, providerId: number) {
    if (ctx.scope.all || providerId === ctx.actor.userId) return undefined;
    const shared = await repo.clinicsOf(db, providerId, ctx.scope.clinicIds);
    if (shared.length === 0) {
      // One answer whether the provider exists or works elsewhere (ids are sequential); only the
      // audit tells the two apart.
      const exists = await repo.find(db, providerId);
      throw exists
        ? hiddenRefusal('CLINIC_FORBIDDEN', 'provider of another clinic')
        : domainError('NOT_FOUND');
    }
    return ctx.scope.clinicIds;
  }

  return {
    /** F50, F136: GET /providers/{id}/profile, for someone sharing a clinic with the provider. */
    async get(ctx: ScopedContext, providerId: number) {
      return load(providerId, await assertReach(ctx, providerId));
    },

    /**
     * F103 "View profile", GET /providers/network/{id}/profile: a colleague of the network (the
     * network module has checked that) sees the professional profile and the clinics `among`, not
     * the account's pending or alternative e-mails.
     */
    async forNetwork(providerId: number, among: readonly number[]): Promise<ProviderProfile> {
      const profile = await load(providerId, among);
      return { ...profile, newEmail: null, alternativeEmails: [] };
    },

    /**
     * The stored photo's key of a provider the reader may see (null without a photo): those who
     * may read the profile, and those whose rows show the photo (F91, F103); others as for the
     * profile (404).
     */
    async photoKey(ctx: ScopedContext, providerId: number) {
      try {
        await assertReach(ctx, providerId);
      } catch (refusal) {
        if (!(await options.photoReach?.(ctx.actor, providerId))) throw refusal;
      }
      const row = await repo.find(db, providerId);
      if (!row) throw domainError('NOT_FOUND');
      return row.imagePath;
    },

    /**
     * F49, F50: PUT /providers/profile, the signed-in provider's own. The e-mail is the sign-in
     * identity: it changes only through its own form, with the password (issue 19 path 4); an
     * acting assistant's attempt never gets here (the route's credential rule).
     */
    async save(ctx: SignedInContext, fields: ProviderProfileFields) {
      if (!sameEmail(fields.email, ctx.actor.email)) {
        await ctx.audit('account.email-change-refused', {
          detail: { step: 'profile-save', reason: 'EMAIL_CHANGE_PASSWORD_REQUIRED' },
        });
        throw domainError('EMAIL_CHANGE_PASSWORD_REQUIRED');
      }
      try {
        await db.transaction(async (tx) => {
          await repo.save(tx, ctx.actor.userId, fields);
          await ctx.audit('provider.profile-updated', {}, tx);
        });
      } catch (error) {
        if (isUniqueViolation(error)) throw domainError('EMAIL_TAKEN', PeopleMessages.emailUsed);
        throw error;
      }
      return load(ctx.actor.userId);
    },
  };
}

export type ProviderProfileService = ReturnType<typeof createProviderProfileService>;
