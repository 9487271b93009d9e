// Starts the built server as a child process on a loopback port and stops it by its own PID.
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { createServer } from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { setTimeout as sleep } from 'node:timers/promises';

/** This checkout; a benchmark may also start another built checkout (a baseline) by its root. */
export const ownRoot = fileURLToPath(new URL('../..', import.meta.url));
const entries = (/** @type {string} */ root) => ({
  server: path.join(root, 'apps/server/dist/server.js'),
  createAdmin: path.join(root, 'apps/server/dist/cli/create-admin.js'),
});
/** Throws a clear message when the server has not been built. */
export function assertBuilt(root = ownRoot) {
  const entry = entries(root).server;
  if (!existsSync(entry)) throw new Error(`${entry} is missing: run npm run build first`);
}

/**
 * Creates a super admin with the create-admin CLI, as a production installation does, on the
 * database `env` names (DATA_DIR or DATABASE_URL).
 * @param {Record<string, string>} env
 * @param {{ email: string, password: string }} user
 * @param {string} [root] the checkout whose CLI runs
 */
export async function createAdmin(env, user, root = ownRoot) {
  const child = spawn(process.execPath, [entries(root).createAdmin, '--email', user.email], {
    env: {
      PATH: process.env.PATH ?? '',
      HOME: process.env.HOME ?? '/tmp',
      ...env,
      CLINICALL_ADMIN_PASSWORD: user.password,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  /** @type {string[]} */
  const output = [];
  child.stdout.on('data', (chunk) => output.push(String(chunk)));
  child.stderr.on('data', (chunk) => output.push(String(chunk)));
  const code = await new Promise((resolve) => child.once('exit', resolve));
  if (code !== 0) throw new Error(`create-admin exited ${code}:\n${output.join('')}`);
}

/** A port that was free a moment ago on 127.0.0.1. */
export function freePort() {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      probe.close(() => resolve(port));
    });
  });
}

/**
 * @typedef {{ pid: number, url: string, startedAt: number, output: () => string,
 *   exited: Promise<number | null>, isRunning: () => boolean }} ServerProcess
 */

/**
 * Spawns `node apps/server/dist/server.js` with the given environment (merged over a minimal one).
 * @param {Record<string, string>} env
 * @param {string} [root] the checkout whose server runs
 * @param {string[]} [script] another entry script and its arguments, instead of the server's
 * @returns {Promise<ServerProcess>}
 */
export async function startServer(env, root = ownRoot, script = [entries(root).server]) {
  const port = await freePort();
  const startedAt = performance.now();
  const child = spawn(process.execPath, script, {
    env: {
      PATH: process.env.PATH ?? '',
      HOME: process.env.HOME ?? '/tmp',
      HOST: '127.0.0.1',
      PORT: String(port),
      LOG_LEVEL: 'warn',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  if (child.pid === undefined) throw new Error('could not spawn the server');
  /** @type {string[]} */
  const lines = [];
  const keep = (/** @type {Buffer} */ chunk) => {
    lines.push(chunk.toString());
    if (lines.length > 50) lines.shift();
  };
  child.stdout.on('data', keep);
  child.stderr.on('data', keep);
  let running = true;
  const exited = new Promise((resolve) => {
    child.once('exit', (code) => {
      running = false;
      resolve(code);
    });
  });
  return {
    pid: child.pid,
    url: `http://127.0.0.1:${port}`,
    startedAt,
    output: () => lines.join('').trim(),
    exited,
    isRunning: () => running,
  };
}

/**
 * Polls GET /health until it answers 200; returns milliseconds since spawn.
 * @param {ServerProcess} server
 */
export async function waitHealthy(server, { intervalMs = 20, timeoutMs = 60_000 } = {}) {
  const deadline = performance.now() + timeoutMs;
  while (performance.now() < deadline) {
    if (!server.isRunning()) {
      throw new Error(`the server exited before it was healthy:\n${server.output()}`);
    }
    try {
      const response = await fetch(`${server.url}/health`, { signal: AbortSignal.timeout(1000) });
      if (response.status === 200) return performance.now() - server.startedAt;
    } catch {
      // Not listening yet.
    }
    await sleep(intervalMs);
  }
  throw new Error(`the server was not healthy within ${timeoutMs} ms:\n${server.output()}`);
}

/**
 * SIGTERM to the server's own PID, SIGKILL after 5 s if it is still there.
 * @param {ServerProcess} server
 */
export async function stopServer(server) {
  if (!server.isRunning()) return;
  process.kill(server.pid, 'SIGTERM');
  const gone = await Promise.race([server.exited.then(() => true), sleep(5000).then(() => false)]);
  if (!gone && server.isRunning()) {
    process.kill(server.pid, 'SIGKILL');
    await server.exited;
  }
}

/**
 * Signs in through the API and returns the bearer token.
 * @param {string} baseUrl
 * @param {{ email: string, password: string }} credentials
 */
export async function signIn(baseUrl, credentials) {
  const response = await fetch(`${baseUrl}/api/authenticate`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(credentials),
  });
  const body = await response.json();
  if (response.status !== 200 || typeof body.token !== 'string') {
    throw new Error(`sign-in failed: ${response.status} ${JSON.stringify(body)}`);
  }
  return /** @type {string} */ (body.token);
}
