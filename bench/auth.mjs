// `npm run bench -- auth`: throughput of an authenticated read on PGlite and PostgreSQL, and the
// time from process start to the first answered request on an existing embedded database.
import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { cleanupAll, onCleanup } from './lib/cleanup.mjs';
import { measure } from './lib/load.mjs';
import { createBenchDatabase, dropBenchDatabase } from './lib/postgres.mjs';
import { fmt, machine, printTable, writeResults } from './lib/report.mjs';
import {
  assertBuilt,
  createAdmin,
  ownRoot,
  signIn,
  startServer,
  stopServer,
  waitHealthy,
} from './lib/server.mjs';

/** Production refuses the demo accounts, so the bench signs in as an admin made by the CLI. */
const BENCH_USER = { email: 'bench-admin@clinicall.example', password: 'Bench12345' };
const CONNECTIONS = 50;
const WARMUP_S = Number(process.env.BENCH_WARMUP ?? 3);
const DURATION_S = Number(process.env.BENCH_DURATION ?? 10);
const STARTS = 5;
/** A built checkout of an earlier commit: its server is measured in the same run, in turns. */
const BASELINE = process.env.BENCH_BASELINE;
const ROUNDS = 3;
const TARGET = { requestsPerSec: 5000, p99Ms: 20, startupMs: 2000 };

/** Production mode with fixed secrets, so no secret file is involved. */
const baseEnv = () => ({
  NODE_ENV: 'production',
  JWT_SECRET: randomBytes(32).toString('base64url'),
  HMAC_SECRET: randomBytes(32).toString('base64url'),
  // Production refuses to start without a mail server and its public address (issue 24).
  ALLOW_NO_SMTP: 'true',
  PUBLIC_URL: 'http://localhost',
});

/** A temp directory removed at clean-up. */
async function tempDir(/** @type {string} */ label) {
  const dir = await mkdtemp(path.join(tmpdir(), `clinicall-bench-${label}-`));
  onCleanup(`remove ${dir}`, () => rm(dir, { recursive: true, force: true }));
  return dir;
}

/** Starts a server that is stopped at clean-up (or earlier through the returned stop). */
async function serve(/** @type {Record<string, string>} */ env, root = ownRoot) {
  const server = await startServer(env, root);
  const stop = onCleanup(`stop server ${server.pid}`, () => stopServer(server));
  return { server, stop };
}

/** Warm-up, then the measured run, against GET /api/account with the provider's token. */
async function loadAccount(/** @type {Record<string, string>} */ env, root = ownRoot) {
  await createAdmin(env, BENCH_USER, root);
  const { server, stop } = await serve(env, root);
  await waitHealthy(server);
  const token = await signIn(server.url, BENCH_USER);
  const options = {
    url: `${server.url}/api/account`,
    headers: { authorization: `Bearer ${token}` },
    connections: CONNECTIONS,
  };
  const probe = await fetch(options.url, { headers: options.headers });
  if (probe.status !== 200) throw new Error(`GET /api/account answered ${probe.status}`);
  const warmup = await measure({ ...options, durationS: WARMUP_S });
  const measured = await measure({ ...options, durationS: DURATION_S });
  await stop();
  return { ...measured, warmupNon2xxOrErrors: warmup.non2xx + warmup.errors };
}

async function pgliteThroughput(root = ownRoot) {
  return loadAccount({ ...baseEnv(), DATA_DIR: await tempDir('pglite') }, root);
}

async function postgresThroughput(root = ownRoot) {
  const { name, databaseUrl } = await createBenchDatabase();
  onCleanup(`drop database ${name}`, () => dropBenchDatabase(name));
  // DATA_DIR still matters: it must not default to ./data in the caller's folder.
  const env = { ...baseEnv(), DATA_DIR: await tempDir('pg'), DATABASE_URL: databaseUrl };
  return loadAccount(env, root);
}

const median = (/** @type {number[]} */ values) =>
  /** @type {number} */ ([...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]);

/**
 * The baseline checkout and this one on one database, in alternating rounds so both meet the same
 * machine (these shared machines swing by a factor of 3 within the hour): the figure that counts
 * is the ratio of the medians, not either absolute value.
 */
async function baselineComparison(
  /** @type {(root: string) => Promise<import('./lib/load.mjs').LoadResult>} */ throughput,
) {
  const baseline = /** @type {string} */ (BASELINE);
  assertBuilt(baseline);
  /** @type {Record<'baseline' | 'current', import('./lib/load.mjs').LoadResult[]>} */
  const runs = { baseline: [], current: [] };
  for (let round = 0; round < ROUNDS; round++) {
    for (const [label, root] of /** @type {const} */ ([
      ['baseline', baseline],
      ['current', ownRoot],
    ])) {
      const result = await throughput(root);
      if (!result.valid) throw new Error(`${label} round ${round + 1} had error answers`);
      runs[label].push(result);
      await cleanupAll();
    }
  }
  const summary = (/** @type {import('./lib/load.mjs').LoadResult[]} */ rs) => ({
    requestsPerSec: rs.map((r) => Math.round(r.requestsPerSec)),
    medianRequestsPerSec: median(rs.map((r) => r.requestsPerSec)),
    medianP99Ms: median(rs.map((r) => r.latencyP99Ms)),
  });
  const before = summary(runs.baseline);
  const after = summary(runs.current);
  return {
    baseline,
    before,
    after,
    ratio: after.medianRequestsPerSec / before.medianRequestsPerSec,
  };
}

async function startupTimes() {
  const env = { ...baseEnv(), DATA_DIR: await tempDir('startup') };
  await createAdmin(env, BENCH_USER); // creates and migrates the embedded database
  const first = await serve(env); // the first start of a database is not counted
  await waitHealthy(first.server);
  await first.stop();
  /** @type {number[]} */
  const times = [];
  for (let i = 0; i < STARTS; i++) {
    const { server, stop } = await serve(env);
    times.push(Math.round((await waitHealthy(server)) * 10) / 10);
    await stop();
  }
  const sorted = [...times].sort((a, b) => a - b);
  const median = /** @type {number} */ (sorted[Math.floor(sorted.length / 2)]);
  return { runsMs: times, minMs: sorted[0] ?? 0, medianMs: median, maxMs: sorted.at(-1) ?? 0 };
}

/** Runs one part; a failure is recorded and the other parts still run. */
async function part(/** @type {string} */ label, /** @type {() => Promise<any>} */ fn) {
  console.log(`- ${label}…`);
  try {
    return { ok: true, ...(await fn()) };
  } catch (error) {
    console.error(`  ${label} failed: ${error instanceof Error ? error.message : error}`);
    return { ok: false, error: error instanceof Error ? error.message : String(error) };
  } finally {
    await cleanupAll();
  }
}

const verdict = (/** @type {boolean} */ ok) => (ok ? 'met' : 'MISSED');

function report(/** @type {Record<string, any>} */ r) {
  const loadRow = (
    /** @type {string} */ name,
    /** @type {any} */ x,
    /** @type {boolean} */ hasTarget,
  ) =>
    x.ok
      ? [
          name,
          fmt(x.requestsPerSec),
          fmt(x.latencyP50Ms, 1),
          fmt(x.latencyP99Ms, 1),
          fmt(x.non2xx + x.errors),
          x.valid ? 'yes' : 'INVALID',
          hasTarget
            ? `>=${fmt(TARGET.requestsPerSec)} req/s, p99 <${TARGET.p99Ms} ms: ${verdict(x.valid && x.requestsPerSec >= TARGET.requestsPerSec && x.latencyP99Ms < TARGET.p99Ms)}`
            : '-',
        ]
      : [name, 'failed', '', '', '', '', x.error.split('\n')[0]];
  printTable(
    `GET /api/account, ${CONNECTIONS} connections, ${DURATION_S} s measured after ${WARMUP_S} s warm-up`,
    [
      ['database', 'req/s', 'p50 ms', 'p99 ms', 'non-2xx+errors', 'valid', 'target'],
      loadRow('PGlite (embedded)', r.pglite, false),
      loadRow('PostgreSQL 127.0.0.1', r.postgres, true),
    ],
  );
  const s = r.startup;
  printTable(
    `Process start to first 200 from /health, existing embedded database, ${STARTS} starts`,
    [
      ['', 'min ms', 'median ms', 'max ms', 'target'],
      s.ok
        ? [
            'start-up',
            fmt(s.minMs),
            fmt(s.medianMs),
            fmt(s.maxMs),
            `every start <${TARGET.startupMs} ms: ${verdict(s.maxMs < TARGET.startupMs)}`,
          ]
        : ['start-up', 'failed', '', '', s.error.split('\n')[0]],
    ],
  );
  for (const [database, b] of [
    ['PostgreSQL', r.baselinePostgres],
    ['PGlite', r.baselinePglite],
  ]) {
    if (!b) continue;
    printTable(
      `${database} GET /api/account, baseline and this checkout in ${ROUNDS} alternating rounds`,
      b.ok
        ? [
            ['', 'req/s per round', 'median req/s', 'median p99 ms'],
            [
              'baseline',
              b.before.requestsPerSec.join(' '),
              fmt(b.before.medianRequestsPerSec),
              fmt(b.before.medianP99Ms, 1),
            ],
            [
              'this checkout',
              b.after.requestsPerSec.join(' '),
              fmt(b.after.medianRequestsPerSec),
              fmt(b.after.medianP99Ms, 1),
            ],
            ['ratio', '', `${fmt(b.ratio * 100)}%`, `within 10%: ${verdict(b.ratio >= 0.9)}`],
          ]
        : [['baseline comparison', 'failed', b.error.split('\n')[0]]],
    );
  }
}

/** @returns {Promise<number>} the exit code */
export async function run() {
  try {
    assertBuilt();
  } catch (error) {
    console.error(error instanceof Error ? error.message : error);
    return 1;
  }
  const startedAt = new Date();
  console.log(
    `auth benchmark (loopback only; the load generator shares the cores with the server)`,
  );
  const results = {
    pglite: await part('PGlite throughput', pgliteThroughput),
    postgres: await part('PostgreSQL throughput', postgresThroughput),
    startup: await part('start-up on an existing embedded database', startupTimes),
    ...(BASELINE
      ? {
          baselinePostgres: await part(`PostgreSQL, ${BASELINE} against this checkout`, () =>
            baselineComparison(postgresThroughput),
          ),
          baselinePglite: await part(`PGlite, ${BASELINE} against this checkout`, () =>
            baselineComparison(pgliteThroughput),
          ),
        }
      : {}),
  };
  report(results);
  const file = await writeResults('auth', startedAt, {
    benchmark: 'auth',
    startedAt: startedAt.toISOString(),
    machine: machine(),
    settings: {
      connections: CONNECTIONS,
      warmupS: WARMUP_S,
      durationS: DURATION_S,
      starts: STARTS,
      ...(BASELINE ? { baseline: BASELINE, rounds: ROUNDS } : {}),
    },
    targets: TARGET,
    results,
  });
  console.log(`\nFigures written to ${path.relative(process.cwd(), file)}`);
  const invalid = [results.pglite, results.postgres].some((x) => x.ok && !x.valid);
  const failed = Object.values(results).some((x) => !x.ok);
  if (invalid)
    console.error('A load run had non-2xx answers or errors: its figures are not valid.');
  return failed || invalid ? 1 : 0;
}
