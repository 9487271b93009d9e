import type { FastifyPluginAsync } from 'fastify';
import { createProviderProfileService } from '../modules/profiles/provider-profile.service.js';
import { providerNetworkRoutes } from '../modules/provider-network/provider-network.routes.js';
import { createProviderNetworkService } from '../modules/provider-network/provider-network.service.js';
import { referralsRoutes } from '../modules/referrals/referrals.routes.js';
import { createReferralPatientsService } from '../modules/referrals/referral-patients.service.js';
import { createReferralsService } from '../modules/referrals/referrals.service.js';
import type { Platform } from './platform.js';

/** What the network domain takes from the rest of the server. */
export type NetworkDeps = Pick<Platform, 'db' | 'config' | 'clock' | 'mailer' | 'storage'>;

/**
 * The network domain (issue 22): providers finding and connecting with colleagues across clinics
 * that switch the provider network on, and referrals handing a patient from one to another with
 * read access the access plugin checks (`Clinic.patient(…, { viaReferralGrant })`).
 */
export const networkDomain =
  (deps: NetworkDeps): FastifyPluginAsync =>
  async (app) => {
    const { db, config, clock, mailer, storage } = deps;
    const networkEnabled = (clinicId: number) =>
      app.clinicFeatures.allows(clinicId, 'providerNetworkEnabled');
    const profiles = createProviderProfileService(db);
    const network = createProviderNetworkService({
      db,
      networkEnabled,
      profileForNetwork: (providerId, among) => profiles.forNetwork(providerId, among),
    });
    await app.register(providerNetworkRoutes(network));
    const referrals = createReferralsService({
      db,
      clock,
      mailer,
      storage,
      publicUrl: config.publicUrl,
      networkEnabled,
      inNetwork: network.inNetwork,
      realtime: () => app.realtime,
    });
    const patients = createReferralPatientsService({
      db,
      clock,
      networkEnabled,
      inNetwork: network.inNetwork,
    });
    await app.register(referralsRoutes(referrals, patients));
  };
