import { spawnSync, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { once } from 'node:events';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { startSmtpListener } from '../../apps/server/src/test-support/smtp-listener.js';
import { loopbackCertificate, spawnBuiltServer } from '../support/spawn-server.js';

/**
 * A production installation as the README's "Operate" section makes one: a fresh PostgreSQL
 * database, the first super admin from the create-admin CLI, the built server with
 * NODE_ENV=production and no demo, its mail through a real SMTP server (a sink on loopback that
 * keeps what it receives), and a self-signed certificate the server trusts (NODE_EXTRA_CA_CERTS),
 * so the test identity provider can be the https issuer production insists on.
 */
const root = path.join(import.meta.dirname, '..', '..');
const adminUrl = process.env.E2E_PG_ADMIN_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

export const superAdmin = { email: 'owner@clinicall-e2e.example', password: 'First-admin-9' };

export const freePort = () =>
  new Promise<number>((resolve) => {
    const probe = createServer().listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => resolve(port));
    });
  });

export async function sql(connectionString: string, text: string, values: unknown[] = []) {
  const client = new pg.Client({ connectionString, user: 'postgres' });
  await client.connect();
  try {
    return await client.query(text, values);
  } finally {
    await client.end();
  }
}

/** The test identity provider's https certificate, read back for its server and for trust. */
function loopbackCertificateFiles(folder: string) {
  const { key, cert } = loopbackCertificate(folder, 'idp');
  return { certFile: cert, key: readFileSync(key, 'utf8'), cert: readFileSync(cert, 'utf8') };
}

export async function startProductionInstall() {
  const folder = mkdtempSync(path.join(tmpdir(), 'clinicall-e2e-production-'));
  const databaseName = `clinicall_e2e_${randomBytes(5).toString('hex')}`;
  const url = new URL(adminUrl);
  url.pathname = `/${databaseName}`;
  const databaseUrl = url.toString();
  await sql(adminUrl, `create database ${databaseName}`);
  let server: ChildProcess | undefined;
  let smtp: Awaited<ReturnType<typeof startSmtpListener>> | undefined;

  /** Stops what was started and drops the database, also after a start that failed halfway. */
  async function stop() {
    if (server && server.exitCode === null) {
      server.kill('SIGTERM');
      await once(server, 'exit');
    }
    await smtp?.close();
    await sql(adminUrl, `drop database if exists ${databaseName} with (force)`);
    rmSync(folder, { recursive: true, force: true });
  }

  try {
    const tls = loopbackCertificateFiles(folder);
    smtp = await startSmtpListener();
    const port = await freePort();
    const baseURL = `http://127.0.0.1:${port}`;
    const env: NodeJS.ProcessEnv = {
      ...process.env,
      NODE_ENV: 'production',
      DATABASE_URL: databaseUrl,
      DATA_DIR: path.join(folder, 'data'),
      PORT: String(port),
      HOST: '127.0.0.1',
      PUBLIC_URL: baseURL,
      JWT_SECRET: randomBytes(36).toString('base64'),
      HMAC_SECRET: randomBytes(36).toString('base64'),
      SMTP_URL: smtp.url,
      MAIL_FROM: 'Clinicall <no-reply@clinicall-e2e.example>',
      SUPPORT_EMAIL: 'help@clinicall-e2e.example',
      NODE_EXTRA_CA_CERTS: tls.certFile,
      LOG_LEVEL: 'warn',
    };

    // The README's first step: the first super admin, before the server ever starts.
    const created = spawnSync(
      process.execPath,
      ['apps/server/dist/cli/create-admin.js', '--email', superAdmin.email],
      { cwd: root, env: { ...env, CLINICALL_ADMIN_PASSWORD: superAdmin.password } },
    );
    if (created.status !== 0) throw new Error(`create-admin failed: ${created.stderr.toString()}`);

    const started = spawnBuiltServer(env, ['ignore', 'ignore', 'inherit']);
    server = started;
    const deadline = Date.now() + 120_000;
    for (;;) {
      const health = await fetch(`${baseURL}/health`).catch(() => null);
      if (health?.status === 200) break;
      if (started.exitCode !== null) throw new Error(`the server exited with ${started.exitCode}`);
      if (Date.now() > deadline) throw new Error('the server did not answer /health in 2 minutes');
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
    return { baseURL, databaseUrl, received: smtp.received, tls, stop };
  } catch (error) {
    await stop();
    throw error;
  }
}

export type ProductionInstall = Awaited<ReturnType<typeof startProductionInstall>>;
