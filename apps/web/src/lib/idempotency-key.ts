import { useRef } from 'react';

/** What makes two sends the same request: its fields and its files (by name, size and date). */
export function contentOf(fields: unknown, files: readonly File[]): string {
  return JSON.stringify([fields, files.map((f) => [f.name, f.size, f.lastModified])]);
}

/**
 * Issue 24: one Idempotency-Key per request being sent (a message, a booking). Sent again
 * unchanged (the user's retry after an error, whose first try may have reached the server), it
 * carries the same key and the server answers what the first try made; changed content, or a send
 * that succeeded, starts a new key.
 */
export function useIdempotencyKey() {
  const pending = useRef<{ content: string; key: string } | null>(null);
  return {
    keyFor(content: string): string {
      if (pending.current?.content !== content) {
        pending.current = { content, key: crypto.randomUUID() };
      }
      return pending.current.key;
    },
    sent() {
      pending.current = null;
    },
  };
}
