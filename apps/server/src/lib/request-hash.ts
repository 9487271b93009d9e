import { createHash } from 'node:crypto';

/** JSON with object keys sorted at every depth, so equal requests hash alike. */
function canonical(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(canonical);
  if (value && typeof value === 'object') {
    return Object.fromEntries(
      Object.entries(value)
        .filter(([, v]) => v !== undefined)
        .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
        .map(([k, v]) => [k, canonical(v)]),
    );
  }
  return value;
}

/** Identifies a request behind an idempotency key: the same key with another hash is refused. */
export const requestHash = (request: unknown) =>
  createHash('sha256')
    .update(JSON.stringify(canonical(request)))
    .digest('hex');
