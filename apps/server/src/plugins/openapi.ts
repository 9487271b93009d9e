import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import { APP_ENV } from '@clinicall/shared/constants';
import { ERROR_STATUSES, ErrorResponseSchema } from '@clinicall/shared/errors';
import type { FastifyInstance } from 'fastify';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';

/** Every status some error code answers with, documented once for every API route. */
const standardErrors = Object.fromEntries(ERROR_STATUSES.map((s) => [s, ErrorResponseSchema]));

/**
 * The OpenAPI document is generated from the route schemas: JSON at /api/docs/json, UI at /api/docs,
 * served only when `serve` (API_DOCS; off in production by default, issue 19 path 11: a map of every
 * route is no business of the public). The error responses are declared on every route either way.
 */
export async function registerOpenApi(app: FastifyInstance, serve: boolean) {
  app.addHook('onRoute', (route) => {
    if (route.url.startsWith('/api/docs')) {
      route.config = { ...route.config, access: 'open' };
      return;
    }
    if (route.url.startsWith('/api') && route.schema) {
      route.schema.response = { ...standardErrors, ...(route.schema.response as object) };
    }
  });
  if (!serve) return;
  await app.register(swagger, {
    openapi: {
      info: {
        title: 'Clinicall API',
        version: APP_ENV.version,
        description:
          'Every endpoint needs `Authorization: Bearer <token>` unless marked open. Errors answer ' +
          '`ErrorResponse`; its `code` is one of a fixed list with a fixed status.',
      },
      components: {
        securitySchemes: { bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } },
      },
      security: [{ bearer: [] }],
    },
    transform: jsonSchemaTransform,
  });
  await app.register(swaggerUi, { routePrefix: '/api/docs' });
}
