import type { FastifyPluginAsync } from 'fastify';
import { outboxRoutes } from '../modules/mail/outbox.routes.js';
import { smsOutboxRoutes } from '../modules/sms/sms-outbox.routes.js';
import { createSupportService } from '../modules/support/support.service.js';
import { supportRoutes } from '../modules/support/support.routes.js';
import { systemRoutes } from '../modules/system/system.routes.js';
import { readinessRoutes } from '../modules/system/readiness.routes.js';
import type { Platform } from './platform.js';

/** What the system domain takes from the rest of the server. */
export type SystemDeps = Pick<Platform, 'db' | 'config' | 'mailer' | 'sms' | 'limiters'>;

/**
 * The system domain: health and version, Help & Support tickets, and the development outboxes
 * of mail and SMS (read only outside production, and only when no real transport is configured).
 */
export const systemDomain =
  ({ db, config, mailer, sms, limiters }: SystemDeps): FastifyPluginAsync =>
  async (app) => {
    const development = config.env !== 'production';
    await app.register(systemRoutes);
    await app.register(readinessRoutes({ limiters }));
    await app.register(
      supportRoutes(createSupportService({ db, mailer, supportEmail: config.supportEmail })),
    );
    await app.register(smsOutboxRoutes(sms.kind === 'outbox' && development));
    await app.register(outboxRoutes(mailer.kind === 'outbox' && development));
  };
