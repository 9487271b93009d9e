import { spawn, spawnSync, type StdioOptions } from 'node:child_process';
import path from 'node:path';

const root = path.join(import.meta.dirname, '..', '..');

/** The built server (`npm run build`) in a Node process of its own, run from the repository root. */
export function spawnBuiltServer(env: NodeJS.ProcessEnv, stdio: StdioOptions) {
  return spawn(process.execPath, ['apps/server/dist/server.js'], { cwd: root, stdio, env });
}

/**
 * A key and a self-signed certificate for 127.0.0.1, made by Debian's openssl: `name`.key and
 * `name`.crt in `folder`, for a server on loopback that must speak https.
 */
export function loopbackCertificate(folder: string, name: string) {
  const key = path.join(folder, `${name}.key`);
  const cert = path.join(folder, `${name}.crt`);
  const made = spawnSync('openssl', [
    'req',
    '-x509',
    '-newkey',
    'ec',
    '-pkeyopt',
    'ec_paramgen_curve:prime256v1',
    '-nodes',
    '-days',
    '1',
    '-subj',
    '/CN=127.0.0.1',
    '-addext',
    'subjectAltName=IP:127.0.0.1',
    '-keyout',
    key,
    '-out',
    cert,
  ]);
  if (made.status !== 0) throw new Error(`openssl failed: ${made.stderr.toString()}`);
  return { key, cert };
}
