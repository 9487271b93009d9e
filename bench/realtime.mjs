// `npm run bench -- realtime [--sockets N] [--instances 1|2] [--client-threads T]`: N authenticated
// sockets (default 5,000) spread over the instances, one appointment event fanned out to all of
// them: p99 delivery latency and server memory per socket, beside GET /api/account req/s measured in
// the same run. The servers are the built app on a fresh PostgreSQL database with the local Redis;
// the event is raised through the Redis adapter (as an instance raising it would) from this process.
// The same run measures the floor: as many bare `ws` connections sent one frame each (ws-fanout-floor).
// The clients are light WebSocket clients on T worker threads (default 1) of this process; they
// share the machine's cores with the servers, so latencies are an upper bound.
import { randomBytes } from 'node:crypto';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { createAdapter } from '@socket.io/redis-adapter';
import { Redis } from 'ioredis';
import { Server } from 'socket.io';
import { cleanupAll, onCleanup } from './lib/cleanup.mjs';
import { openClientPool } from './lib/socket-client-pool.mjs';
import { measure } from './lib/load.mjs';
import { measureFloor } from './lib/ws-fanout-floor.mjs';
import { createBenchDatabase, dropBenchDatabase } from './lib/postgres.mjs';
import { fmt, machine, printTable, writeResults } from './lib/report.mjs';
import {
  assertBuilt,
  createAdmin,
  signIn,
  startServer,
  stopServer,
  waitHealthy,
} from './lib/server.mjs';

const REDIS_URL = process.env.BENCH_REDIS_URL ?? 'redis://127.0.0.1:6379';
const BENCH_USER = { email: 'bench-admin@clinicall.example', password: 'Bench12345' };
const TARGET = { p99Ms: 100 };
const ROUNDS = 5;

const sleep = (/** @type {number} */ ms) => new Promise((resolve) => setTimeout(resolve, ms));

/** Resident memory of a process in bytes, from /proc. */
async function rssOf(/** @type {number} */ pid) {
  const status = await readFile(`/proc/${pid}/status`, 'utf8');
  const kb = Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0);
  return kb * 1024;
}

const percentile = (/** @type {number[]} */ sorted, /** @type {number} */ p) =>
  sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? 0;

/** One event to the user's room; resolves with each socket's delivery time in milliseconds. */
function fanOut(pool, emitter, userId, index) {
  const encounterId = 1000 + index;
  return pool.deliver(encounterId, () =>
    emitter.to(`user:${userId}`).emit('event', {
      type: 'APPOINTMENT_STARTED',
      encounterId,
      roomUrl: `/room/${encounterId}`,
      message: 'Your provider started the appointment.',
    }),
  );
}

async function setUp(/** @type {number} */ instances) {
  const { name, databaseUrl } = await createBenchDatabase();
  onCleanup(`drop database ${name}`, () => dropBenchDatabase(name));
  const prefix = `clinicall-bench-${randomBytes(6).toString('hex')}`;
  const dataDir = await mkdtemp(path.join(tmpdir(), 'clinicall-bench-rt-'));
  onCleanup(`remove ${dataDir}`, () => rm(dataDir, { recursive: true, force: true }));
  const env = {
    NODE_ENV: 'production',
    JWT_SECRET: randomBytes(32).toString('base64url'),
    HMAC_SECRET: randomBytes(32).toString('base64url'),
    // Production refuses to start without a mail server and its public address (issue 24).
    ALLOW_NO_SMTP: 'true',
    PUBLIC_URL: 'http://localhost',
    DATABASE_URL: databaseUrl,
    DATA_DIR: dataDir,
    REDIS_URL,
    REDIS_KEY_PREFIX: prefix,
  };
  await createAdmin(env, BENCH_USER);
  const servers = [];
  for (let i = 0; i < instances; i += 1) {
    const server = await startServer(env);
    onCleanup(`stop server ${server.pid}`, () => stopServer(server));
    await waitHealthy(server);
    servers.push(server);
  }
  const pub = new Redis(REDIS_URL);
  const sub = pub.duplicate();
  onCleanup('close the Redis clients', () => {
    pub.disconnect();
    sub.disconnect();
  });
  // A Socket.IO server without a listener: its emits travel through Redis only.
  const emitter = new Server({ adapter: createAdapter(pub, sub, { key: `${prefix}:socket.io` }) });
  return { servers, emitter };
}

export async function run() {
  const { values } = parseArgs({
    args: process.argv.slice(3),
    options: {
      sockets: { type: 'string', default: '5000' },
      instances: { type: 'string', default: '1' },
      'client-threads': { type: 'string', default: '1' },
    },
  });
  const total = Number(values.sockets);
  const instances = Number(values.instances);
  const threads = Number(values['client-threads']);
  const startedAt = new Date();
  assertBuilt();
  try {
    const { servers, emitter } = await setUp(instances);
    const token = await signIn(servers[0].url, BENCH_USER);
    const account = await (
      await fetch(`${servers[0].url}/api/account`, {
        headers: { authorization: `Bearer ${token}` },
      })
    ).json();
    const rssBefore = await Promise.all(servers.map((s) => rssOf(s.pid)));
    const connectStart = performance.now();
    const pool = await openClientPool({
      servers: servers.map((server, i) => ({
        url: server.url,
        count: Math.floor(total / instances) + (i < total % instances ? 1 : 0),
      })),
      token,
      threads,
    });
    const connectMs = performance.now() - connectStart;
    await sleep(1000);
    const rssAfter = await Promise.all(servers.map((s) => rssOf(s.pid)));
    const perSocketBytes =
      (rssAfter.reduce((a, b) => a + b, 0) - rssBefore.reduce((a, b) => a + b, 0)) / total;

    /** @type {number[]} */
    const latencies = [];
    let fanOutMs = 0;
    for (let index = 0; index < ROUNDS; index += 1) {
      const roundLatencies = await fanOut(pool, emitter, account.id, index);
      latencies.push(...roundLatencies);
      fanOutMs += Math.max(...roundLatencies);
      await sleep(200);
    }
    latencies.sort((a, b) => a - b);
    const account2 = await measure({
      url: `${servers[0].url}/api/account`,
      headers: { authorization: `Bearer ${token}` },
      connections: 50,
      durationS: Number(process.env.BENCH_DURATION ?? 5),
    });
    await pool.close();
    // The floor of the same run: as many bare `ws` connections, one frame each, no app.
    const floor = await measureFloor(total, ROUNDS);

    const results = {
      sockets: total,
      instances,
      connectMs,
      deliveries: latencies.length,
      p50Ms: percentile(latencies, 50),
      p99Ms: percentile(latencies, 99),
      maxMs: latencies.at(-1) ?? 0,
      memoryPerSocketBytes: perSocketBytes,
      accountRequestsPerSec: account2.requestsPerSec,
      accountValid: account2.valid,
      deliveriesPerSec: latencies.length / (fanOutMs / 1000),
      floor,
    };
    const ratio =
      account2.requestsPerSec > 0 ? results.deliveriesPerSec / account2.requestsPerSec : 0;
    printTable(
      `realtime fan-out: ${total} sockets on ${instances} instance(s), ${ROUNDS} events, clients on ${threads} threads`,
      [
        ['measure', 'value'],
        ['connect all (ms)', fmt(connectMs)],
        ['delivery p50 (ms)', fmt(results.p50Ms, 1)],
        ['delivery p99 (ms)', `${fmt(results.p99Ms, 1)} (target < ${TARGET.p99Ms})`],
        ['delivery max (ms)', fmt(results.maxMs, 1)],
        [
          'floor: bare ws, same sockets, p50 / p99 (ms)',
          `${fmt(floor.p50Ms, 1)} / ${fmt(floor.p99Ms, 1)}`,
        ],
        ['delivery p99 to the floor p99', fmt(results.p99Ms / floor.p99Ms, 2)],
        ['server memory per socket (KiB)', fmt(perSocketBytes / 1024, 1)],
        [
          'GET /api/account (req/s)',
          `${fmt(account2.requestsPerSec)}${account2.valid ? '' : ' (INVALID: errors)'}`,
        ],
        ['deliveries/s during fan-out', fmt(results.deliveriesPerSec)],
        ['ratio: deliveries/s to GET /api/account req/s', fmt(ratio, 2)],
      ],
    );
    const file = await writeResults('realtime', startedAt, {
      benchmark: 'realtime',
      startedAt: startedAt.toISOString(),
      machine: machine(),
      settings: { sockets: total, instances, rounds: ROUNDS, clientThreads: threads },
      targets: TARGET,
      results: { ...results, ratioDeliveriesToAccountRequests: ratio },
    });
    console.log(`\nFigures written to ${path.relative(process.cwd(), file)}`);
    return account2.valid ? 0 : 1;
  } finally {
    await cleanupAll();
  }
}
