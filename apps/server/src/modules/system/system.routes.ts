import { APP_ENV } from '@clinicall/shared/constants';
import { ErrorResponseSchema } from '@clinicall/shared/errors';
import { ConfigsSchema, SiteConfigSchema } from '@clinicall/shared/identity';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { describeError } from '../../lib/safe-error.js';
import { databaseUnavailable } from '../../plugins/errors.js';

const tags = ['system'];

export const systemRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/health',
    {
      config: { access: 'open' },
      schema: {
        tags,
        summary: '200 only when the database answers',
        response: {
          200: z.object({ status: z.literal('ok'), database: z.string() }),
          503: ErrorResponseSchema.extend({ status: z.literal('unavailable') }),
        },
      },
    },
    async (_request, reply) => {
      try {
        await app.database.ping();
        return { status: 'ok' as const, database: app.database.kind };
      } catch (error) {
        app.log.warn({ error: describeError(error) }, 'health check: database did not answer');
        return reply.status(503).send({ status: 'unavailable' as const, ...databaseUnavailable });
      }
    },
  );

  app.get(
    '/api/configs',
    {
      config: { access: 'open' },
      schema: {
        tags,
        summary:
          'Idle timeout (seconds), encounter range (minutes), the support address and the Help & Support links',
        security: [],
        response: { 200: ConfigsSchema },
      },
    },
    async () => ({
      sessionDuration: app.config.sessionDuration,
      encounterRange: app.config.encounterRange,
      supportEmail: app.config.supportEmail,
      knowledgeBaseUrl: app.config.knowledgeBaseUrl,
      liveChatUrl: app.config.liveChatUrl,
    }),
  );

  app.get(
    '/api/siteConfig',
    {
      config: { access: 'open' },
      schema: {
        tags,
        summary: 'Site-wide settings',
        security: [],
        response: { 200: SiteConfigSchema },
      },
    },
    async () => ({
      encounterRequestWindowDays: app.config.encounterRequestWindowDays,
      environment: APP_ENV.name,
      version: APP_ENV.version,
    }),
  );
};
