import type { FastifyInstance } from 'fastify';

/**
 * One line per answered request (issue 24: operators had none at any level), at `info`. It names
 * the route's pattern, never the path itself or its query: paths carry e-mail addresses
 * (`/api/users/:email`) and queries carry passwords (the spec's change_password form).
 */
export function registerRequestLog(app: FastifyInstance) {
  // Below `info` (LOG_LEVEL=warn) the hook would only cost time: it is not registered at all.
  if (!['trace', 'debug', 'info'].includes(app.log.level)) return;
  app.addHook('onResponse', async (request, reply) => {
    request.log.info(
      {
        method: request.method,
        route: request.routeOptions.url ?? 'unmatched',
        status: reply.statusCode,
        ms: Math.round(reply.elapsedTime),
      },
      'request answered',
    );
  });
}
