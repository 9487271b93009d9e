import { randomBytes } from 'node:crypto';
import { mkdtemp, readdir, stat } from 'node:fs/promises';
import { createServer } from 'node:net';
import { networkInterfaces, tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, test } from 'vitest';
import { spawnServer, waitHealthy } from './test-support/spawn-server.js';

const freePort = () =>
  new Promise<number>((resolve) => {
    const probe = createServer().listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });

/** An IPv4 address of this machine other than loopback, if it has one. */
const nonLoopbackAddress = () =>
  Object.values(networkInterfaces())
    .flat()
    .find((a) => a?.family === 'IPv4' && !a.internal)?.address;

const strongSecret = () => randomBytes(36).toString('base64url');

/** Every entry under `dir` with its permission bits. */
async function modes(dir: string): Promise<{ file: string; dir: boolean; mode: number }[]> {
  const entries = await readdir(dir, { recursive: true });
  return Promise.all(
    entries.map(async (entry) => {
      const info = await stat(path.join(dir, entry));
      return { file: entry, dir: info.isDirectory(), mode: info.mode & 0o777 };
    }),
  );
}

describe('the server process', () => {
  test('a production start with a weak secret stops at once with one line naming it (exit 78)', async () => {
    const server = spawnServer({
      NODE_ENV: 'production',
      JWT_SECRET: 'please-change-me-to-a-long-random-string',
      HMAC_SECRET: strongSecret(),
      DATA_DIR: await mkdtemp(path.join(tmpdir(), 'clinicall-weak-')),
    });
    expect(await server.exited).toBe(78);
    const lines = server.output().trim().split('\n');
    expect(lines).toHaveLength(1);
    expect(lines[0]).toContain('JWT_SECRET');
    expect(lines[0]).toContain('placeholder');
  });

  test('issue 24: production without SMTP_URL and PUBLIC_URL stops at once, one line each, no stack (exit 78)', async () => {
    const server = spawnServer({
      NODE_ENV: 'production',
      JWT_SECRET: strongSecret(),
      HMAC_SECRET: strongSecret(),
      DATA_DIR: await mkdtemp(path.join(tmpdir(), 'clinicall-nomail-')),
    });
    expect(await server.exited).toBe(78);
    const lines = server.output().trim().split('\n');
    expect(lines).toEqual([
      'Invalid configuration:',
      expect.stringMatching(/^ {2}SMTP_URL: required .*ALLOW_NO_SMTP=true/),
      expect.stringMatching(/^ {2}PUBLIC_URL: required/),
    ]);
  });

  test(
    'issue 19 path 10: the demo listens on loopback only and says so; the data directory is 0700 and its files 0600; production then refuses its demo accounts',
    { timeout: 240_000 },
    async () => {
      const dataDir = path.join(await mkdtemp(path.join(tmpdir(), 'clinicall-modes-')), 'data');
      const port = await freePort();
      // No HOST: the quick start's own settings.
      const dev = spawnServer({
        NODE_ENV: 'development',
        DATA_DIR: dataDir,
        PORT: String(port),
        LOG_LEVEL: 'info',
      });
      try {
        // A fresh embedded database is created and seeded first: slow on a busy machine.
        await waitHealthy(dev, `http://127.0.0.1:${port}`, 150_000);
        const otherAddress = nonLoopbackAddress();
        if (otherAddress) {
          const fromNetwork = await fetch(`http://${otherAddress}:${port}/health`).then(
            (r) => r.status,
            () => 'refused',
          );
          expect(fromNetwork).toBe('refused');
        }
      } finally {
        dev.stop();
      }
      expect(await dev.exited).toBe(0);
      const ready = dev
        .output()
        .split('\n')
        .find((line) => line.includes('Clinicall is ready'));
      expect(ready).toContain(`listening on 127.0.0.1:${port}`);
      expect(ready).toContain('demo accounts');
      expect(ready).toContain('HOST=0.0.0.0');
      // Issue 24: the first start says what it does, the ready line names the services in use,
      // and the stop leaves a last line.
      const output = dev.output();
      expect(output).toContain(`creating the embedded database in ${dataDir}`);
      expect(output).toContain('pglite database ready');
      expect(output).toContain('seeding the demo clinic into the empty database');
      expect(ready).toMatch(
        /database pglite, mail outbox, redis off .*files local folder, payments sandbox, sms outbox/,
      );
      expect(output).toContain('stopped: every request answered');

      expect((await stat(dataDir)).mode & 0o777).toBe(0o700);
      const entries = await modes(dataDir);
      expect(entries.map((e) => e.file)).toEqual(
        expect.arrayContaining(['jwt-secret', 'hmac-secret', 'PG_VERSION']),
      );
      for (const entry of entries) {
        expect(entry.mode, entry.file).toBe(entry.dir ? 0o700 : 0o600);
      }

      const production = spawnServer({
        NODE_ENV: 'production',
        JWT_SECRET: strongSecret(),
        HMAC_SECRET: strongSecret(),
        ALLOW_NO_SMTP: 'true',
        PUBLIC_URL: `http://localhost:${port}`,
        DATA_DIR: dataDir,
        PORT: String(port),
      });
      expect(await production.exited).toBe(78);
      expect(production.output()).toContain('demo accounts');
      expect(production.output()).toContain('admin@clinicall.example');
    },
  );
});
