import type { RealtimeAck } from '@clinicall/shared/realtime';
import type { FastifyBaseLogger } from 'fastify';
import type { z } from 'zod';
import type { RequestContext, SignedInContext } from '../../lib/access/request-context.js';
import { DomainError } from '../../lib/domain-error.js';
import type { RoomPassesService } from '../room-passes/room-passes.service.js';

/**
 * Who a socket is: a signed-in session, or the holder of a room pass (a guest, or a patient who
 * came through a room link) who may do nothing but enter that pass's room.
 */
export type SocketIdentity =
  | { kind: 'session'; ctx: SignedInContext }
  | {
      kind: 'room-pass';
      ctx: RequestContext;
      pass: Awaited<ReturnType<RoomPassesService['verify']>>;
    };

/** What a client→server handler gets besides its parsed payload. */
export type ClientEventContext = {
  /**
   * Who the socket is: a session (checked at connect, re-checked on a timer) or, for handlers
   * registered with `roomPass`, possibly a room pass's holder.
   */
  identity: SocketIdentity;
  /**
   * Replaces a room-pass socket's pass with a fresh one of the same room and person (checked by
   * the caller): the socket then lives to the new pass's expiry. A session socket is unaffected.
   */
  renewPass(pass: Awaited<ReturnType<RoomPassesService['verify']>>): void;
  /**
   * Joins this socket to a server-named room, once the handler has authorised it; `member` is what
   * `realtime.roomMembers(room)` tells about this socket, on every instance.
   */
  join(room: string, member?: object): void;
  leave(room: string): void;
  /** This socket's id: a room of its own, so `realtime.sendTo(socketId, …)` reaches only it. */
  socketId: string;
  /** Runs `fn` once when this socket disconnects (a room member leaving, a dropped network). */
  onDisconnect(fn: () => void): void;
};

export type ClientEventHandler<S extends z.ZodType> = (
  payload: z.infer<S>,
  client: ClientEventContext,
) => unknown;

/** `roomPass`: a room pass's socket may send this message too (by default only sessions may). */
export type ClientEventOptions = { roomPass?: boolean };

type Registered = {
  schema: z.ZodType;
  handler: ClientEventHandler<z.ZodType>;
  options: ClientEventOptions;
};

/**
 * The client→server messages other modules accept, by name. Unknown names and payloads that fail
 * their schema are dropped (answered `{ ok: false }` when the client asked for an acknowledgement),
 * and a pass socket's message to a handler that does not take passes is refused (FORBIDDEN);
 * a handler's DomainError answers its code, anything else is logged and answers INTERNAL.
 */
export function createClientEvents(log: FastifyBaseLogger) {
  const handlers = new Map<string, Registered>();

  return {
    register<S extends z.ZodType>(
      name: string,
      schema: S,
      handler: ClientEventHandler<S>,
      options: ClientEventOptions = {},
    ) {
      if (handlers.has(name)) throw new Error(`realtime: "${name}" already has a handler`);
      handlers.set(name, { schema, handler, options });
    },

    async dispatch(name: string, args: unknown[], client: ClientEventContext) {
      const last = args.at(-1);
      const ack = typeof last === 'function' ? (last as (answer: RealtimeAck) => void) : undefined;
      const registered = handlers.get(name);
      const parsed = registered?.schema.safeParse(args[0]);
      if (!registered || !parsed?.success) {
        ack?.({ ok: false, code: 'VALIDATION' });
        return;
      }
      if (client.identity.kind === 'room-pass' && !registered.options.roomPass) {
        ack?.({ ok: false, code: 'FORBIDDEN' });
        return;
      }
      try {
        const data = await registered.handler(parsed.data, client);
        ack?.(data === undefined ? { ok: true } : { ok: true, data });
      } catch (error) {
        if (error instanceof DomainError) {
          ack?.({ ok: false, code: error.code });
          return;
        }
        log.error({ err: error, event: name }, 'realtime: a client event handler failed');
        ack?.({ ok: false, code: 'INTERNAL' });
      }
    },
  };
}
