import { driverError } from '../db/driver-error.js';

type DatabaseErrorFields = {
  code?: unknown;
  severity?: unknown;
  table?: unknown;
  column?: unknown;
  constraint?: unknown;
  routine?: unknown;
};

const SQLSTATE = /^[0-9A-Z]{5}$/;

const DESCRIBED_KEYS = new Set([
  'type',
  'message',
  'code',
  'severity',
  'table',
  'column',
  'constraint',
  'routine',
  'stack',
]);

/**
 * An error already described (logged as `{ error: describeError(e) }`, which the logger's
 * serializer describes again): kept as it is, instead of becoming `{ type: 'object' }` (issue 24).
 * Only objects made of describeError's own keys pass, so no other object reaches the log this way.
 */
const isDescribed = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' &&
  value !== null &&
  !(value instanceof Error) &&
  Object.getPrototypeOf(value) === Object.prototype &&
  typeof (value as { type?: unknown }).type === 'string' &&
  Object.keys(value).every((key) => DESCRIBED_KEYS.has(key));

/** Messages of data exceptions (22…) and integrity violations (23…) quote the rejected value. */
const quotesValues = (code: string) => code.startsWith('22') || code.startsWith('23');

/**
 * What a log may say about an error. Drizzle's query errors carry the SQL and its parameters
 * (e-mails, password hashes, personal data) in their message: only the database's own error is
 * kept, with its code and the names of what it concerns, never the statement or the values.
 */
export function describeError(error: unknown): Record<string, unknown> {
  if (isDescribed(error)) return error;
  if (!(error instanceof Error)) return { type: typeof error };
  const root = driverError(error) ?? error;
  const fields = root as Error & DatabaseErrorFields;
  const sqlState = typeof fields.code === 'string' && SQLSTATE.test(fields.code) ? fields.code : '';
  const described: Record<string, unknown> = {
    type: root.constructor.name,
    message: sqlState && quotesValues(sqlState) ? 'the database refused a value' : root.message,
  };
  if (typeof fields.code === 'string') described.code = fields.code;
  for (const key of ['severity', 'table', 'column', 'constraint', 'routine'] as const) {
    if (sqlState && typeof fields[key] === 'string') described[key] = fields[key];
  }
  // The stack's first line repeats the message; only the frames are kept.
  const frames = root.stack?.split('\n').filter((line) => line.trimStart().startsWith('at '));
  if (frames?.length) described.stack = frames.join('\n');
  return described;
}
