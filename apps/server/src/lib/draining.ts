import type { FastifyInstance } from 'fastify';

const draining = new WeakSet<FastifyInstance>();

/**
 * Once shutdown starts, every answer, also those to requests already in flight, says
 * `Connection: close`: Node then closes the socket after it, and a keep-alive client opens its
 * next request elsewhere instead of on a socket about to be closed under it.
 */
export function registerDrainingHeader(app: FastifyInstance) {
  app.addHook('onSend', async (_request, reply) => {
    if (draining.has(app)) void reply.header('connection', 'close');
  });
}

export function startDraining(app: FastifyInstance) {
  draining.add(app);
}
