import { driverError } from './driver-error.js';

/** Socket errors of a database that is down, restarting or out of reach. */
const NETWORK_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EPIPE',
  'ENOTFOUND',
  'EAI_AGAIN',
  'EHOSTUNREACH',
  'ENETUNREACH',
]);

/** SQLSTATEs of a server that ends or refuses sessions: shutdown, crash, start-up, no slots. */
const SERVER_CODES = new Set(['57P01', '57P02', '57P03', '53300']);

/** node-postgres reports a dropped or unobtainable connection with these messages and no code. */
const DRIVER_MESSAGES =
  /Connection terminated|timeout exceeded when trying to connect|connection error and is not queryable|Connection ended unexpectedly/;

/** True when the error says the database cannot be reached, as opposed to a failed statement. */
export function isConnectionError(error: unknown): boolean {
  const root = driverError(error);
  if (!root) return false;
  const code = root.code;
  if (typeof code === 'string') {
    if (NETWORK_CODES.has(code) || SERVER_CODES.has(code) || code.startsWith('08')) return true;
  }
  return DRIVER_MESSAGES.test(root.message);
}
