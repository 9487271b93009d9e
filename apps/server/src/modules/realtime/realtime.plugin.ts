import {
  REALTIME_EVENT,
  REALTIME_HEARTBEAT_MS,
  REALTIME_PATH,
  RealtimeEventSchema,
  type RealtimeEvent,
} from '@clinicall/shared/realtime';
import type { FastifyInstance } from 'fastify';
import { Server } from 'socket.io';
import type { z } from 'zod';
import type { RefusalAudit } from '../audit/refusal-audit.service.js';
import type { SessionAuthenticator } from '../sessions/session-authenticator.service.js';
import type { RoomPassesService } from '../room-passes/room-passes.service.js';
import {
  createClientEvents,
  type ClientEventHandler,
  type ClientEventOptions,
} from './client-events.service.js';
import { actingRoom, providerRoom, userRoom } from './realtime-rooms.js';
import { startSessionSweep } from './session-sweep.js';
import { useSocketAuth, type SocketData } from './socket-auth.js';
import { useSocketCap } from './socket-cap.js';

/** Server→client emits: fire-and-forget, they never throw into the caller. */
export type RealtimeEmitter = {
  toUser(userId: number, event: RealtimeEvent): void;
  toProvider(providerId: number, event: RealtimeEvent): void;
  /** A server-named room that a client event handler joined sockets to (e.g. an encounter's room). */
  toRoom(room: string, event: RealtimeEvent): void;
};

export type Realtime = RealtimeEmitter & {
  /**
   * Runs `work` (typically a transaction) with an emitter that holds its events, and sends them
   * only once `work` resolved: an event never announces a change that was rolled back.
   */
  afterCommit<T>(work: (events: RealtimeEmitter) => Promise<T>): Promise<T>;
  /** Accepts a client→server message by name; its payload is parsed with `schema` first. */
  onClientEvent<S extends z.ZodType>(
    name: string,
    schema: S,
    handler: ClientEventHandler<S>,
    options?: ClientEventOptions,
  ): void;
  /**
   * Sends a named client-protocol message (e.g. a room's signalling) to one socket id or one
   * server-named room, on every instance, but not to the socket `except`, outside the event union:
   * the module that sends it owns its schema.
   */
  sendTo(target: string, name: string, payload: unknown, except?: string): void;
  /**
   * The sockets in a server-named room on every instance (through the Redis adapter), with what
   * each joined it as (`client.join(room, member)`; undefined when joined without).
   */
  roomMembers(room: string): Promise<Array<{ socketId: string; member: unknown }>>;
  /** Sockets connected to this instance. */
  localSocketCount(): number;
  /**
   * Disconnects, on every instance, the sockets signed in as `userId` or acting through that
   * assistant: a deactivated account's open tabs end at once, not at the next session sweep.
   */
  endSocketsOf(userId: number): void;
};

export type RealtimeOptions = {
  checkToken: SessionAuthenticator;
  /**
   * Room passes open a socket that can only enter that pass's room (guests, room links); checked
   * with no session, so a signed-in party's pass opens none (issue 19 path 7).
   */
  checkRoomPass: (pass: string) => ReturnType<RoomPassesService['verify']>;
  /** Open pass sockets are re-checked with the sessions: a withdrawn pass ends its socket. */
  passStillAdmits: RoomPassesService['stillAdmits'];
  refusals: RefusalAudit;
  liveSessionIds: (ids: string[]) => Promise<Set<string>>;
  /** How often open sockets' sessions are re-checked; the heartbeat interval by default. */
  sessionCheckMs?: number;
};

/**
 * Socket.IO on the app's own HTTP server under /api/socket (same origin, same token as HTTP),
 * heartbeat every 20 s (D6), with the Redis adapter when REDIS_URL is set so every instance's
 * emits reach every instance's sockets. Closing the app closes every socket's transport first.
 */
export async function registerRealtime(app: FastifyInstance, options: RealtimeOptions) {
  const { config, log } = app;
  const io = new Server(app.server, {
    path: REALTIME_PATH,
    serveClient: false,
    pingInterval: REALTIME_HEARTBEAT_MS,
    maxHttpBufferSize: 100_000,
  });
  // Loaded only with Redis configured: the adapter and its client cost every start time.
  const redisUrl = config.redisUrl;
  const redis = redisUrl
    ? await import('./redis-adapter.js').then(({ createRedisAdapter }) =>
        createRedisAdapter({
          redisUrl,
          keyPrefix: config.redisKeyPrefix,
          log,
          // Events other instances sent during the gap are lost: this instance's clients read
          // again what the realtime channel keeps fresh (issue 24 item 3, Redis restarted).
          resubscribed: () =>
            io.local.emit(REALTIME_EVENT, { type: 'RESYNC' } satisfies RealtimeEvent),
        }),
      )
    : undefined;
  if (redis) io.adapter(redis.adapter);

  useSocketAuth(io, { ...options, record: app.audit.record });
  useSocketCap(io, { perUser: config.realtimeSocketsPerUser, refusals: options.refusals, log });
  const clientEvents = createClientEvents(log);
  io.on('connection', (socket) => {
    const data = socket.data as SocketData;
    const client = {
      // Read through: a renewed pass replaces the identity's pass.
      get identity() {
        return data.identity;
      },
      renewPass(pass: Extract<SocketData['identity'], { kind: 'room-pass' }>['pass']) {
        if (data.identity.kind !== 'room-pass') return;
        data.identity = { ...data.identity, pass };
        data.expiresAt = pass.expiresAt;
      },
      join(room: string, member?: object) {
        if (member) data.members[room] = member;
        void socket.join(room);
      },
      leave(room: string) {
        delete data.members[room];
        void socket.leave(room);
      },
      socketId: socket.id,
      onDisconnect: (fn: () => void) => void socket.once('disconnect', fn),
    };
    socket.onAny((name: string, ...args: unknown[]) => {
      void clientEvents.dispatch(name, args, client);
    });
  });
  const sweep = startSessionSweep({
    io,
    intervalMs: options.sessionCheckMs ?? REALTIME_HEARTBEAT_MS,
    liveSessionIds: options.liveSessionIds,
    passStillAdmits: options.passStillAdmits,
    log,
  });

  function emit(room: string, event: RealtimeEvent) {
    try {
      const parsed = RealtimeEventSchema.safeParse(event);
      if (!parsed.success) {
        log.error({ type: event.type, issues: parsed.error.issues }, 'realtime: invalid event');
        return;
      }
      io.to(room).emit(REALTIME_EVENT, parsed.data);
    } catch (error) {
      log.warn({ err: error, type: event.type }, 'realtime: emit failed');
    }
  }

  const emitter: RealtimeEmitter = {
    toUser: (userId, event) => emit(userRoom(userId), event),
    toProvider: (providerId, event) => emit(providerRoom(providerId), event),
    toRoom: emit,
  };

  const realtime: Realtime = {
    ...emitter,
    async afterCommit(work) {
      const held: Array<() => void> = [];
      const result = await work({
        toUser: (...args) => held.push(() => emitter.toUser(...args)),
        toProvider: (...args) => held.push(() => emitter.toProvider(...args)),
        toRoom: (...args) => held.push(() => emitter.toRoom(...args)),
      });
      for (const send of held) send();
      return result;
    },
    onClientEvent: (name, schema, handler, opts) =>
      clientEvents.register(name, schema, handler, opts),
    sendTo(target, name, payload, except) {
      const to = io.to(target);
      if (except) to.except(except).emit(name, payload);
      else to.emit(name, payload);
    },
    async roomMembers(room) {
      const sockets = await io.in(room).fetchSockets();
      return sockets.map((s) => ({
        socketId: s.id,
        member: (s.data as SocketData).members[room],
      }));
    },
    localSocketCount: () => io.of('/').sockets.size,
    endSocketsOf(userId) {
      io.in([userRoom(userId), actingRoom(userId)]).disconnectSockets(true);
    },
  };
  app.decorate('realtime', realtime);

  // preClose: sockets must be gone before the HTTP server's close() waits on their connections.
  // Closing the transports (not a Socket.IO "disconnect") tells clients the server went away, so
  // they keep retrying and land on the restarted or another instance.
  app.addHook('preClose', async () => {
    sweep.stop();
    io.engine.close();
  });
  app.addHook('onClose', async () => redis?.close());
}
