import { Role } from '@clinicall/shared/roles';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/database.js';
import { referrals } from '../../db/schema/referrals.js';
import type { Actor } from '../../lib/access/request-context.js';
import { DomainError } from '../../lib/domain-error.js';
import { networkScope, type NetworkSwitch } from './network-scope.service.js';
import { searchProviders } from './provider-search.repository.js';

/**
 * Who sees a provider's photo beyond the provider's own clinics: the rows that show it.
 * F103: a provider sees every provider the network search would list for them (the same query,
 * fixed to one id). F91: a patient sees the provider they were referred to.
 */
export function createNetworkPhotoReach(deps: { db: Db; networkEnabled: NetworkSwitch }) {
  const { db, networkEnabled } = deps;

  async function inCallersNetwork(actor: Actor, providerId: number) {
    try {
      const mine = await networkScope(actor, networkEnabled);
      const rows = await searchProviders(db, actor.userId, mine, { providerId }, 0, 1);
      return rows.length > 0;
    } catch (error) {
      // A provider whose clinics all have the network off sees no network row.
      if (error instanceof DomainError && error.code === 'PROVIDER_NETWORK_DISABLED') return false;
      throw error;
    }
  }

  async function referredTo(patientId: number, providerId: number) {
    const rows = await db
      .select({ id: referrals.id })
      .from(referrals)
      .where(and(eq(referrals.patientId, patientId), eq(referrals.receiverId, providerId)))
      .limit(1);
    return rows.length > 0;
  }

  return (actor: Actor, providerId: number): Promise<boolean> => {
    if (actor.role === Role.provider) return inCallersNetwork(actor, providerId);
    if (actor.role === Role.patient) return referredTo(actor.userId, providerId);
    return Promise.resolve(false);
  };
}

export type NetworkPhotoReach = ReturnType<typeof createNetworkPhotoReach>;
