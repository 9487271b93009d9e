import { readFileSync } from 'node:fs';
import path from 'node:path';

export type SecretName =
  | 'JWT_SECRET'
  | 'HMAC_SECRET'
  | 'STRIPE_SECRET_KEY'
  | 'STRIPE_PUBLISHABLE_KEY'
  | 'S3_SECRET_ACCESS_KEY';

/** Words that mark a placeholder copied from a sample configuration, not a generated secret. */
const PLACEHOLDERS = ['changeme', 'change-me', 'change_me', 'secret', 'example', 'placeholder'];

/** Why a secret is not fit for production, or null when it is. */
export function weakSecretReason(value: string): string | null {
  if (value.length < 32) return 'must be at least 32 characters';
  if (new Set(value).size < 10) return 'is too repetitive to be a generated secret';
  const lower = value.toLowerCase();
  const word = PLACEHOLDERS.find((w) => lower.includes(w));
  if (word)
    return `looks like a placeholder (contains "${word}"); generate one, e.g. openssl rand -base64 48`;
  return null;
}

const inside = (dir: string, file: string) => {
  const relative = path.relative(dir, file);
  return relative === '' || (!relative.startsWith('..') && !path.isAbsolute(relative));
};

/**
 * A secret from NAME or from the file NAME_FILE names (kept outside DATA_DIR, so a copy of the
 * data alone cannot forge tokens or test passcode guesses). Returns undefined when neither is set.
 * Throws a one-line message naming the variable.
 */
export function readSecret(
  name: SecretName,
  env: NodeJS.ProcessEnv,
  options: { base: string; dataDir: string },
): string | undefined {
  const value = env[name];
  const file = env[`${name}_FILE`];
  if (value && file) throw new Error(`${name} and ${name}_FILE: set one of them, not both`);
  if (!file) return value || undefined;
  const filePath = path.resolve(options.base, file);
  if (inside(options.dataDir, filePath)) {
    throw new Error(`${name}_FILE: must be outside DATA_DIR (${options.dataDir})`);
  }
  try {
    return readFileSync(filePath, 'utf8').trim();
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code ?? 'unreadable';
    throw new Error(`${name}_FILE: cannot read ${filePath} (${code})`);
  }
}
