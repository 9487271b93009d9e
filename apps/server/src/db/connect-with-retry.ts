import { setTimeout as sleep } from 'node:timers/promises';
import { StartupError } from '../lib/startup-error.js';
import { isConnectionError } from './connection-errors.js';
import { openDatabase, type Database, type DatabaseOptions } from './database.js';

type RetryLog = { warn(fields: object, message: string): void };

/**
 * Opens the database; while it cannot be reached (PostgreSQL still starting, a restart, a network
 * blip) tries again with growing pauses, one log line per attempt, until `timeoutMs` has passed.
 */
export async function connectWithRetry(
  options: DatabaseOptions,
  settings: { timeoutMs: number; log: RetryLog; firstDelayMs?: number; maxDelayMs?: number },
): Promise<Database> {
  const deadline = Date.now() + settings.timeoutMs;
  let delay = settings.firstDelayMs ?? 500;
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await openDatabase(options);
    } catch (error) {
      if (!isConnectionError(error)) throw error;
      const reason = describeConnectionFailure(error);
      const left = deadline - Date.now();
      if (left <= 0) {
        throw new StartupError(
          `The database did not answer within ${Math.round(settings.timeoutMs / 1000)} s ` +
            `(${attempt} attempts, last: ${reason}); check DATABASE_URL, or raise DATABASE_CONNECT_TIMEOUT.`,
          69,
        );
      }
      const wait = Math.min(delay, left);
      settings.log.warn(
        { attempt, retryInMs: wait, reason },
        `database not reachable (${reason}); trying again in ${(wait / 1000).toFixed(1)} s`,
      );
      await sleep(wait);
      delay = Math.min(delay * 2, settings.maxDelayMs ?? 5_000);
    }
  }
}

const describeConnectionFailure = (error: unknown) => {
  const root = error instanceof Error && error.cause instanceof Error ? error.cause : error;
  const code = (root as { code?: unknown }).code;
  return typeof code === 'string' ? code : root instanceof Error ? root.message : 'unknown';
};
