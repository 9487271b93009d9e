import fp from 'fastify-plugin';
import { Channels, followChannel } from '../../db/notifications.js';
import { createClinicFeaturesCache } from './clinic-features-cache.js';
import { prepareClinicFeaturesQuery } from './clinic-features.repository.js';
import { clinicFeaturesRoutes } from './clinic-features.routes.js';
import { createClinicFeatures, type ClinicFeaturesService } from './clinic-features.service.js';

declare module 'fastify' {
  interface FastifyInstance {
    /** Per-request read of a clinic's feature switches (B18–B27, I41), current on every instance. */
    clinicFeatures: ClinicFeaturesService;
  }
}

/**
 * Builds the switches reader on the app's database, keeps its cache in step with every instance's
 * commits through the `clinic_features` channel, and serves the caller's switches.
 */
export const clinicFeaturesPlugin = fp(async (app) => {
  const cache = createClinicFeaturesCache();
  const stop = await followChannel(app.database.listen, Channels.clinicFeatures, [cache]);
  app.addHook('onClose', () => stop());
  const features = createClinicFeatures(prepareClinicFeaturesQuery(app.db), cache);
  app.decorate('clinicFeatures', features);
  await app.register(clinicFeaturesRoutes(features));
});
