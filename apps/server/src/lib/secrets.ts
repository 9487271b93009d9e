import { randomBytes } from 'node:crypto';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { Config } from '../config.js';

/**
 * The configured secret, or (outside production, where loadConfig requires one) a random one kept
 * in the data directory, so restarts of a single instance keep their sessions and passcodes.
 */
async function secretOrGenerated(configured: string | undefined, file: string) {
  if (configured) return new TextEncoder().encode(configured);
  try {
    return new TextEncoder().encode((await readFile(file, 'utf8')).trim());
  } catch {
    const secret = randomBytes(48).toString('base64url');
    await mkdir(path.dirname(file), { recursive: true, mode: 0o700 });
    await writeFile(file, secret, { mode: 0o600 });
    return new TextEncoder().encode(secret);
  }
}

export async function loadSecrets(config: Config) {
  return {
    jwtSecret: await secretOrGenerated(config.jwtSecret, path.join(config.dataDir, 'jwt-secret')),
    hmacSecret: await secretOrGenerated(
      config.hmacSecret,
      path.join(config.dataDir, 'hmac-secret'),
    ),
  };
}
