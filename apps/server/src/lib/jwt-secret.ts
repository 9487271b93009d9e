import { randomBytes } from 'node:crypto';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';

/**
 * The configured secret, or one kept in the data directory so that restarts of a single
 * instance keep its sessions. Several instances must share JWT_SECRET (required in production).
 */
export async function loadJwtSecret(configured: string | undefined, dataDir: string) {
  if (configured) return new TextEncoder().encode(configured);
  const file = path.join(dataDir, 'jwt-secret');
  try {
    return new TextEncoder().encode((await readFile(file, 'utf8')).trim());
  } catch {
    const secret = randomBytes(48).toString('base64url');
    await mkdir(dataDir, { recursive: true });
    await writeFile(file, secret, { mode: 0o600 });
    return new TextEncoder().encode(secret);
  }
}
