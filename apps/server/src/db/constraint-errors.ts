import { DrizzleQueryError } from 'drizzle-orm/errors';

/** The name of the constraint a failed statement violated (SQLSTATE class 23), if that is why. */
export function violatedConstraint(error: unknown): string | null {
  const root = error instanceof DrizzleQueryError ? error.cause : error;
  if (!(root instanceof Error)) return null;
  const { code, constraint } = root as { code?: unknown; constraint?: unknown };
  if (typeof code !== 'string' || !code.startsWith('23')) return null;
  return typeof constraint === 'string' ? constraint : null;
}
