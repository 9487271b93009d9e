import type { RealtimeEvent, RealtimeEventOf, RealtimeEventType } from '@clinicall/shared/realtime';

type Handler = (event: RealtimeEvent) => void;

const handlers = new Map<RealtimeEventType, Set<Handler>>();

/**
 * Where parsed server events go: the one socket publishes, hooks subscribe by event type. Kept
 * apart from the socket (and zod) so screens can listen without loading the client library.
 */
export function subscribeRealtime<T extends RealtimeEventType>(
  type: T,
  handler: (event: RealtimeEventOf<T>) => void,
): () => void {
  const set = handlers.get(type) ?? new Set<Handler>();
  handlers.set(type, set);
  const wrapped = handler as Handler;
  set.add(wrapped);
  return () => {
    set.delete(wrapped);
  };
}

export function publishRealtime(event: RealtimeEvent): void {
  for (const handler of handlers.get(event.type) ?? []) handler(event);
}
