import { driverError } from './driver-error.js';

/** The name of the constraint a failed statement violated (SQLSTATE class 23), if that is why. */
export function violatedConstraint(error: unknown): string | null {
  const root = driverError(error);
  if (!root) return null;
  const { code, constraint } = root;
  if (typeof code !== 'string' || !code.startsWith('23')) return null;
  return typeof constraint === 'string' ? constraint : null;
}
