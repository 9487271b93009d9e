import { REALTIME_EVENT, REALTIME_PATH, type RealtimeEvent } from '@clinicall/shared/realtime';
import type { FastifyInstance } from 'fastify';
import { io, type Socket } from 'socket.io-client';

export type TestClient = {
  socket: Socket;
  /** Every event received so far, in order. */
  events: RealtimeEvent[];
  /** Resolves with the next event of `type` (or one already received), rejects after `timeoutMs`. */
  next<T extends RealtimeEvent['type']>(type: T, timeoutMs?: number): Promise<RealtimeEvent>;
  close(): void;
};

/** The base URL of an app listening on a free loopback port. */
export async function listen(app: FastifyInstance, port = 0) {
  await app.listen({ port, host: '127.0.0.1' });
  const address = app.server.address();
  if (!address || typeof address === 'string') throw new Error('the app is not listening');
  return { url: `http://127.0.0.1:${address.port}`, port: address.port };
}

/**
 * A real Socket.IO client, as the browser's, with a session token or a room pass (`{ pass }`);
 * `options` can turn reconnection on for restart tests.
 */
export function realtimeClient(
  url: string,
  token: string | { pass: string } | undefined,
  options: { reconnectionDelay?: number } = {},
): TestClient {
  const socket = io(url, {
    path: REALTIME_PATH,
    transports: ['websocket'],
    forceNew: true,
    auth: token === undefined ? {} : typeof token === 'string' ? { token } : token,
    reconnection: options.reconnectionDelay !== undefined,
    reconnectionDelay: options.reconnectionDelay ?? 0,
    reconnectionDelayMax: options.reconnectionDelay ?? 0,
    randomizationFactor: 0,
  });
  const events: RealtimeEvent[] = [];
  const waiters: Array<{ type: string; resolve: (event: RealtimeEvent) => void }> = [];
  socket.on(REALTIME_EVENT, (event: RealtimeEvent) => {
    events.push(event);
    for (const waiter of waiters.filter((w) => w.type === event.type)) {
      waiters.splice(waiters.indexOf(waiter), 1);
      waiter.resolve(event);
    }
  });
  return {
    socket,
    events,
    next(type, timeoutMs = 3000) {
      const seen = events.find((event) => event.type === type);
      if (seen) return Promise.resolve(seen);
      return new Promise((resolve, reject) => {
        const timer = setTimeout(() => reject(new Error(`no ${type} event`)), timeoutMs);
        waiters.push({
          type,
          resolve: (event) => {
            clearTimeout(timer);
            resolve(event);
          },
        });
      });
    },
    close: () => socket.close(),
  };
}

/** 'connected', or the refusal message of the handshake. */
export function connection(client: TestClient, timeoutMs = 3000) {
  return new Promise<string>((resolve, reject) => {
    if (client.socket.connected) return resolve('connected');
    const timer = setTimeout(() => reject(new Error('no connection outcome')), timeoutMs);
    client.socket.once('connect', () => {
      clearTimeout(timer);
      resolve('connected');
    });
    client.socket.once('connect_error', (error: Error) => {
      clearTimeout(timer);
      resolve(error.message);
    });
  });
}

/** Resolves with the disconnect reason. */
export function disconnection(client: TestClient, timeoutMs = 3000) {
  return new Promise<string>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error('still connected')), timeoutMs);
    client.socket.once('disconnect', (reason: string) => {
      clearTimeout(timer);
      resolve(reason);
    });
  });
}

export const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
