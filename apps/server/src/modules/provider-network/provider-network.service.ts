import {
  ProviderNetworkMessages,
  type ProviderListItem,
  type ProviderPage,
} from '@clinicall/shared/provider-network/provider-network';
import { PROVIDER_PAGE_SIZE } from '@clinicall/shared/provider-network/provider-network';
import { photoPath } from '@clinicall/shared/people/photo-path';
import type { ProviderProfile } from '@clinicall/shared/people/provider-profile';
import { Role } from '@clinicall/shared/roles';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/database.js';
import { clinicMemberships } from '../../db/schema/clinics.js';
import { providerRelationships } from '../../db/schema/referrals.js';
import type { SignedInContext } from '../../lib/access/request-context.js';
import { domainError } from '../../lib/domain-error.js';
import { networkScope, type NetworkSwitch } from './network-scope.service.js';
import {
  searchProviders,
  type ProviderFilter,
  type ProviderRow,
} from './provider-search.repository.js';

const toItem = (row: ProviderRow): ProviderListItem => ({
  id: row.id,
  email: row.email,
  name: `${row.first_name} ${row.last_name}`,
  imagePath: photoPath({ id: row.id, role: Role.provider }, row.image_path),
  practice: row.primary_specialty,
  clinic: row.clinic,
  onNetwork: row.on_network,
  preferred: row.preferred,
});

/**
 * The provider network (F99–F106): who is in it, searches over it and a provider's connections.
 * Every call first finds the caller's clinics with the network on (none: 403).
 */
export function createProviderNetworkService(deps: {
  db: Db;
  networkEnabled: NetworkSwitch;
  /** The profile service's view of a provider for a network colleague (its clinics `among`). */
  profileForNetwork: (providerId: number, among: readonly number[]) => Promise<ProviderProfile>;
}) {
  const { db, networkEnabled } = deps;

  async function search(ctx: SignedInContext, filter: ProviderFilter, page: number) {
    const mine = await networkScope(ctx.actor, networkEnabled);
    const rows = await searchProviders(db, ctx.actor.userId, mine, filter, page);
    const total = rows[0]?.total ?? 0;
    const answer: ProviderPage = {
      total,
      isLast: (page + 1) * PROVIDER_PAGE_SIZE >= total,
      list: rows.map(toItem),
    };
    return answer;
  }

  /** Whether `providerId` is in the network the caller sees (an active provider in it). */
  async function inNetwork(ctx: SignedInContext, providerId: number) {
    const mine = await networkScope(ctx.actor, networkEnabled);
    const rows = await searchProviders(db, ctx.actor.userId, mine, { providerId }, 0, 1);
    return rows.length > 0;
  }

  return {
    search,
    inNetwork,

    /**
     * F103 "View profile": a provider of the network, with those of their clinics that have the
     * network on. Outside it (another clinic without the network, a patient's id) one answer: 404.
     */
    async profile(ctx: SignedInContext, providerId: number) {
      if (!(await inNetwork(ctx, providerId)))
        throw domainError('NOT_FOUND', ProviderNetworkMessages.notInNetwork);
      const clinics = await db
        .select({ id: clinicMemberships.clinicId })
        .from(clinicMemberships)
        .where(
          and(
            eq(clinicMemberships.userId, providerId),
            eq(clinicMemberships.role, 'ROLE_PROVIDER'),
          ),
        );
      const open = await Promise.all(
        clinics.map(async ({ id }) => ((await networkEnabled(id)) ? id : null)),
      );
      return deps.profileForNetwork(
        providerId,
        open.filter((id): id is number => id !== null),
      );
    },

    /** F105: adding a provider already connected changes nothing. */
    async connect(ctx: SignedInContext, providerId: number) {
      if (providerId === ctx.actor.userId)
        throw domainError('VALIDATION', ProviderNetworkMessages.selfConnection);
      if (!(await inNetwork(ctx, providerId)))
        throw domainError('NOT_FOUND', ProviderNetworkMessages.notInNetwork);
      await db
        .insert(providerRelationships)
        .values({ providerId: ctx.actor.userId, connectedProviderId: providerId })
        .onConflictDoNothing();
      await ctx.audit('provider-network.connect', { subject: String(providerId) });
    },

    /** F105: removing one not connected changes nothing. */
    async disconnect(ctx: SignedInContext, providerId: number) {
      await networkScope(ctx.actor, networkEnabled);
      await db
        .delete(providerRelationships)
        .where(
          and(
            eq(providerRelationships.providerId, ctx.actor.userId),
            eq(providerRelationships.connectedProviderId, providerId),
          ),
        );
      await ctx.audit('provider-network.disconnect', { subject: String(providerId) });
    },
  };
}

export type ProviderNetworkService = ReturnType<typeof createProviderNetworkService>;
