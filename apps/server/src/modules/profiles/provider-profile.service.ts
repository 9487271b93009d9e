import { PeopleMessages } from '@clinicall/shared/people/messages';
import type {
  ProviderProfile,
  ProviderProfileFields,
} from '@clinicall/shared/people/provider-profile';
import type { Db } from '../../db/database.js';
import type { ScopedContext, SignedInContext } from '../../lib/access/request-context.js';
import { domainError } from '../../lib/domain-error.js';
import { providerProfileRepository as repo } from './provider-profile.repository.js';

const isUniqueViolation = (error: unknown) =>
  typeof error === 'object' && error !== null && 'code' in error && error.code === '23505';

/** F48–F51: a provider's profile, read by colleagues and patients of their clinics, edited by them. */
export function createProviderProfileService(db: Db) {
  async function load(providerId: number, among?: readonly number[]): Promise<ProviderProfile> {
    const row = await repo.find(db, providerId);
    if (!row) throw domainError('NOT_FOUND');
    const p = row.profile;
    return {
      id: row.id,
      email: row.email,
      firstName: row.firstName,
      lastName: row.lastName,
      imagePath: row.imagePath,
      primarySpecialty: p?.primarySpecialty ?? '',
      briefOverview: p?.briefOverview ?? '',
      specialties: p?.specialties ?? [],
      languages: p?.languages ?? [],
      insurances: p?.insurances ?? [],
      recommendation: p?.recommendation ?? '',
      offices: p?.offices ?? [],
      hospitalAffiliations: p?.hospitalAffiliations ?? [],
      alternativeEmails: p?.alternativeEmails ?? [],
      clinics: await repo.clinicsOf(db, providerId, among),
    };
  }

  return {
    /** F50: GET /providers/{id}/profile, for someone sharing a clinic with the provider. */
    async get(ctx: ScopedContext, providerId: number) {
      if (ctx.scope.all || providerId === ctx.actor.userId) return load(providerId);
      const shared = await repo.clinicsOf(db, providerId, ctx.scope.clinicIds);
      if (shared.length === 0) {
        const exists = await repo.find(db, providerId);
        throw domainError(exists ? 'CLINIC_FORBIDDEN' : 'NOT_FOUND');
      }
      return load(providerId, ctx.scope.clinicIds);
    },

    /** F49, F50: PUT /providers/profile, the signed-in provider's own. */
    async save(ctx: SignedInContext, fields: ProviderProfileFields) {
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
