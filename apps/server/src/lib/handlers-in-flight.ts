import { tracingChannel } from 'node:diagnostics_channel';
import type { FastifyInstance, FastifyRequest } from 'fastify';

type HandlerStore = { request: FastifyRequest; async: boolean };

/**
 * Counts this app's route handlers that have not settled yet. A handler keeps running when its
 * client goes away, and the client's connection closing lets `app.close()` resolve while the
 * handler still has queries to make: shutdown waits for these before it closes the database.
 * Fastify reports each handler on the `fastify.request.handler` tracing channel (start, then end
 * for a synchronous one or asyncEnd once its promise settles); the channel is process-wide, so
 * only requests this app saw are counted.
 */
export function trackHandlers(app: FastifyInstance) {
  const mine = new WeakSet<FastifyRequest>();
  let running = 0;
  const waiters: (() => void)[] = [];
  const settle = (store: HandlerStore) => {
    if (!mine.has(store.request)) return;
    mine.delete(store.request);
    running -= 1;
    if (running === 0) for (const wake of waiters.splice(0)) wake();
  };
  const channel = tracingChannel<unknown, HandlerStore>('fastify.request.handler');
  const subscribers = {
    start(store: HandlerStore) {
      // A plugin's instance inherits from the app's (Fastify's encapsulation).
      const server = store.request.server;
      if (server !== app && !Object.prototype.isPrototypeOf.call(app, server)) return;
      mine.add(store.request);
      running += 1;
    },
    end(store: HandlerStore) {
      if (!store.async) settle(store);
    },
    asyncStart() {},
    asyncEnd: settle,
    error() {},
  };
  channel.subscribe(subscribers);
  // Listening goes on until the last handler settled, so shutdown can wait for it after close.
  app.addHook('onClose', (_instance, done) => {
    void settled().then(() => channel.unsubscribe(subscribers));
    done();
  });

  /** Resolves once no handler of this app is running. */
  function settled(): Promise<void> {
    if (running === 0) return Promise.resolve();
    return new Promise((resolve) => waiters.push(resolve));
  }
  return { settled, running: () => running };
}

export type HandlersInFlight = ReturnType<typeof trackHandlers>;
