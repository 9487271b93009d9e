import { TOO_MANY_SOCKETS } from '@clinicall/shared/realtime';
import { z } from 'zod';

const RefusalDataSchema = z.object({ message: z.string().min(1) });

/**
 * Issue 19 path 11: the text to show when the server refused this socket because the account
 * already holds its cap of live connections; null for any other handshake error (those are
 * retried or end the session elsewhere). The error's `data` comes from the server: parsed.
 */
export function tooManySocketsNotice(error: Error & { data?: unknown }): string | null {
  if (error.message !== TOO_MANY_SOCKETS) return null;
  const parsed = RefusalDataSchema.safeParse(error.data);
  return parsed.success ? parsed.data.message : null;
}
