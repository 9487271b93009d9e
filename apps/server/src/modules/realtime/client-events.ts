import type { RealtimeAck } from '@clinicall/shared/realtime';
import type { FastifyBaseLogger } from 'fastify';
import type { z } from 'zod';
import type { SignedInContext } from '../../lib/access/request-context.js';
import { DomainError } from '../../lib/domain-error.js';

/** What a client→server handler gets besides its parsed payload. */
export type ClientEventContext = {
  /** The socket's request context: its actor was checked at connect and is re-checked on a timer. */
  ctx: SignedInContext;
  /** Joins this socket to a server-named room, once the handler has authorised it. */
  join(room: string): void;
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

type Registered = { schema: z.ZodType; handler: ClientEventHandler<z.ZodType> };

/**
 * The client→server messages other modules accept, by name. Unknown names and payloads that fail
 * their schema are dropped (answered `{ ok: false }` when the client asked for an acknowledgement);
 * a handler's DomainError answers its code, anything else is logged and answers INTERNAL.
 */
export function createClientEvents(log: FastifyBaseLogger) {
  const handlers = new Map<string, Registered>();

  return {
    register<S extends z.ZodType>(name: string, schema: S, handler: ClientEventHandler<S>) {
      if (handlers.has(name)) throw new Error(`realtime: "${name}" already has a handler`);
      handlers.set(name, { schema, handler });
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
