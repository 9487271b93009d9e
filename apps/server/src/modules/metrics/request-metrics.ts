import type { FastifyInstance } from 'fastify';
import type { Metrics } from './metrics.js';

/**
 * Times every answered request under its route pattern (`/api/patients/:id`), never the path:
 * paths carry ids and e-mail addresses, and a label per distinct path would grow without end.
 */
export function registerRequestMetrics(app: FastifyInstance, metrics: Metrics) {
  // With metrics off nothing reads them: the hook would only cost every request time.
  if (!metrics.enabled) return;
  app.addHook('onResponse', async (request, reply) => {
    metrics.requestDuration.observe(
      {
        method: request.method,
        route: request.routeOptions.url ?? 'unmatched',
        status: String(reply.statusCode),
      },
      reply.elapsedTime / 1000,
    );
  });
}
