import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import { APP_ENV } from '@clinicall/shared/constants';
import type { FastifyInstance } from 'fastify';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';

/** The OpenAPI document is generated from the route schemas: JSON at /api/docs/json, UI at /api/docs. */
export async function registerOpenApi(app: FastifyInstance) {
  app.addHook('onRoute', (route) => {
    if (route.url.startsWith('/api/docs')) route.config = { ...route.config, public: true };
  });
  await app.register(swagger, {
    openapi: {
      info: {
        title: 'Clinicall API',
        version: APP_ENV.version,
        description: 'Every endpoint needs `Authorization: Bearer <token>` unless marked open.',
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
