import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { once } from 'node:events';
import {
  chmodSync,
  cpSync,
  mkdirSync,
  mkdtempSync,
  openSync,
  rmSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Redis } from 'ioredis';
import { startTcpProxy, type TcpProxy } from '../../apps/server/src/test-support/tcp-proxy.js';
import { sql } from '../production/production-install.js';
import { loopbackCertificate, spawnBuiltServer } from '../support/spawn-server.js';
import { mainConfig, renderSite } from './nginx-config.js';

/**
 * Everything the cluster journeys run against, on loopback: the machine's PostgreSQL (a database of
 * its own, dropped at the end), a Redis of its own (a `redis-server` on a spare port, so a test may
 * restart it; the machine's Redis, database 9, when there is no redis-server), two built instances
 * and Debian's nginx with the recipe's site (deploy/nginx) and a self-signed certificate. With
 * `databaseProxy` the instances reach PostgreSQL through a TCP proxy in this process, which a test
 * can make stop answering; the benchmark goes without it, so its figures carry no extra hop.
 */
const root = path.join(import.meta.dirname, '..', '..');
const adminUrl = process.env.E2E_PG_ADMIN_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const databaseName = 'clinicall_cluster';
/** @socket.io/redis-adapter's request channel of the namespace `/`, under the instances' prefix. */
const requestChannel = 'clinicall-cluster:socket.io-request#/#';
const logs = path.join(root, 'e2e', '.artifacts', 'cluster-logs');

export const ports = {
  a: 3410,
  b: 3411,
  metricsA: 3412,
  metricsB: 3413,
  http: 3414,
  redis: 3415,
  /** The instances reach PostgreSQL through a proxy of the test's, which can stop answering. */
  database: 3416,
  tls: 8443,
};
export const proxyURL = `https://127.0.0.1:${ports.tls}`;
export type InstanceName = 'a' | 'b';

async function waitFor(
  what: string,
  check: () => Promise<boolean>,
  timeoutMs: number,
  dead?: () => boolean,
) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    if (await check().catch(() => false)) return;
    if (dead?.()) throw new Error(`${what}: the process exited`);
    if (Date.now() > deadline) throw new Error(`${what}: not within ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

const exited = (child: ChildProcess) => child.exitCode !== null || child.signalCode !== null;

async function stopChild(child: ChildProcess | undefined, signal: NodeJS.Signals = 'SIGTERM') {
  if (!child || exited(child)) return;
  child.kill(signal);
  await once(child, 'exit');
}

const hasRedisServer = spawnSync('sh', ['-c', 'command -v redis-server']).status === 0;

export async function startCluster(options: { databaseProxy?: boolean } = {}) {
  const folder = mkdtempSync(path.join(tmpdir(), 'clinicall-cluster-'));
  // nginx's workers (not root) keep request bodies over 16 kB (uploads) in `client-body/`, which
  // their master creates for them in here: they must be able to pass through (not list) the folder.
  chmodSync(folder, 0o711);
  const databaseUrl = `postgres://postgres@127.0.0.1:5432/${databaseName}`;
  const instancesDatabaseUrl = options.databaseProxy
    ? `postgres://postgres@127.0.0.1:${ports.database}/${databaseName}`
    : databaseUrl;
  let databaseProxy: TcpProxy | undefined;
  const redisUrl = hasRedisServer
    ? `redis://127.0.0.1:${ports.redis}/0`
    : 'redis://127.0.0.1:6379/9';
  const children: { redis?: ChildProcess; nginx?: ChildProcess } = {};
  const instances: Partial<Record<InstanceName, ChildProcess>> = {};
  const secrets = {
    JWT_SECRET: randomBytes(36).toString('base64'),
    HMAC_SECRET: randomBytes(36).toString('base64'),
  };
  // One folder for uploads that both instances see: the "shared volume" of the README.
  const files = path.join(folder, 'shared-files');
  mkdirSync(files, { mode: 0o700 });

  async function startRedis() {
    if (!hasRedisServer) return;
    const log = openSync(path.join(folder, 'redis.log'), 'a');
    const child = spawn(
      'redis-server',
      [
        '--port',
        String(ports.redis),
        '--bind',
        '127.0.0.1',
        '--save',
        '',
        '--appendonly',
        'no',
        '--dir',
        folder,
      ],
      { stdio: ['ignore', log, log] },
    );
    children.redis = child;
    await waitFor(
      'redis',
      async () => {
        const client = new Redis(redisUrl, {
          lazyConnect: true,
          maxRetriesPerRequest: 0,
          retryStrategy: () => null,
        });
        client.on('error', () => undefined);
        try {
          await client.connect();
          return (await client.ping()) === 'PONG';
        } finally {
          client.disconnect();
        }
      },
      10_000,
      () => exited(child),
    );
  }

  async function startInstance(name: InstanceName) {
    const port = name === 'a' ? ports.a : ports.b;
    const dataDir = path.join(folder, `data-${name}`);
    mkdirSync(dataDir, { recursive: true, mode: 0o700 });
    rmSync(path.join(dataDir, 'files'), { force: true });
    symlinkSync(files, path.join(dataDir, 'files'));
    const log = openSync(path.join(folder, `instance-${name}.log`), 'a');
    const child = spawnBuiltServer(
      {
        ...process.env,
        // Not production: the journeys use the demo clinic and the sandbox card gateway, which
        // production refuses. Everything else is the recipe's: PostgreSQL, Redis, secrets, proxy.
        NODE_ENV: 'test',
        PORT: String(port),
        HOST: '127.0.0.1',
        DATA_DIR: dataDir,
        DATABASE_URL: instancesDatabaseUrl,
        REDIS_URL: redisUrl,
        REDIS_KEY_PREFIX: 'clinicall-cluster',
        PUBLIC_URL: proxyURL,
        TRUST_PROXY: 'true',
        METRICS_PORT: String(name === 'a' ? ports.metricsA : ports.metricsB),
        AUTH_RATE_LIMIT_PER_MINUTE: '1000',
        BOOKING_RATE_LIMIT_PER_MINUTE: '1000',
        // Several tests book as one demo patient with one provider.
        BOOKING_OPEN_REQUESTS_PER_PROVIDER: '1000',
        BOOKING_OPEN_REQUESTS_OVERALL: '1000',
        SHUTDOWN_GRACE_SECONDS: '10',
        LOG_LEVEL: 'warn',
        ...secrets,
      },
      ['ignore', log, log],
    );
    instances[name] = child;
    await waitFor(
      `instance ${name}`,
      async () => (await fetch(`http://127.0.0.1:${port}/ready`)).status === 200,
      180_000,
      () => exited(child),
    );
  }

  const site = path.join(folder, 'clinicall-site.conf');
  function writeSite(down?: InstanceName) {
    writeFileSync(
      site,
      renderSite({
        serverName: '127.0.0.1',
        tlsPort: ports.tls,
        httpPort: ports.http,
        cert: path.join(folder, 'proxy.crt'),
        key: path.join(folder, 'proxy.key'),
        instances: [`127.0.0.1:${ports.a}`, `127.0.0.1:${ports.b}`],
        ...(down ? { down: down === 'a' ? 0 : 1 } : {}),
      }),
    );
  }

  async function startNginx() {
    loopbackCertificate(folder, 'proxy');
    writeSite();
    const conf = path.join(folder, 'nginx.conf');
    writeFileSync(conf, mainConfig(folder, site));
    const log = openSync(path.join(folder, 'nginx.log'), 'a');
    const child = spawn('/usr/sbin/nginx', ['-c', conf, '-p', folder], {
      stdio: ['ignore', log, log],
    });
    children.nginx = child;
    await waitFor(
      'nginx',
      async () => {
        const answer = await fetch(`http://127.0.0.1:${ports.http}/`, { redirect: 'manual' });
        return answer.status === 301;
      },
      10_000,
      () => exited(child),
    );
  }

  async function stop() {
    await Promise.all((['a', 'b'] as const).map((name) => stopChild(instances[name], 'SIGKILL')));
    await stopChild(children.nginx, 'SIGQUIT');
    await stopChild(children.redis);
    databaseProxy?.close();
    // The logs outlive the run, beside Playwright's other artifacts, for a failure's diagnosis.
    cpSync(folder, logs, {
      recursive: true,
      filter: (from) => !from.includes('shared-files') && !/data-[ab]$/.test(from),
    });
    await sql(adminUrl, `drop database if exists ${databaseName} with (force)`).catch(
      () => undefined,
    );
    rmSync(folder, { recursive: true, force: true });
  }

  try {
    await sql(adminUrl, `drop database if exists ${databaseName} with (force)`);
    await sql(adminUrl, `create database ${databaseName}`);
    if (options.databaseProxy) {
      databaseProxy = await startTcpProxy({ host: '127.0.0.1', port: 5432 }, ports.database);
    }
    if (hasRedisServer) await startRedis();
    else {
      const client = new Redis(redisUrl);
      await client.flushdb();
      client.disconnect();
    }
    // Both at once on the empty database: migrations and the demo seed run once, under one lock.
    await Promise.all([startInstance('a'), startInstance('b')]);
    await startNginx();
  } catch (error) {
    await stop();
    throw error;
  }

  return {
    folder,
    databaseUrl,
    redisUrl,
    ownRedis: hasRedisServer,
    /** The instance's own address, as nginx names it in X-Served-By. */
    address: (name: InstanceName) => `127.0.0.1:${name === 'a' ? ports.a : ports.b}`,
    instance: (name: InstanceName) => instances[name],
    /** Realtime sockets connected to the instance, read from its own metrics port. */
    async socketsOn(name: InstanceName) {
      const port = name === 'a' ? ports.metricsA : ports.metricsB;
      const text = await (await fetch(`http://127.0.0.1:${port}/metrics`)).text();
      return Number(/^clinicall_realtime_sockets (\d+)/m.exec(text)?.[1] ?? NaN);
    },
    startInstance,
    /** SIGKILL: the process is gone at once, nothing drained. */
    async kill(name: InstanceName) {
      await stopChild(instances[name], 'SIGKILL');
    },
    /** SIGTERM: the instance drains; resolves once it exited. */
    async terminate(name: InstanceName) {
      await stopChild(instances[name], 'SIGTERM');
    },
    /**
     * The recipe's rolling restart, one step: the instance marked `down` (or back) in the site and
     * nginx reloaded; new workers send it nothing, old ones finish what they were sending.
     */
    async setDown(name: InstanceName | undefined) {
      writeSite(name);
      children.nginx?.kill('SIGHUP');
      await new Promise((resolve) => setTimeout(resolve, 1_500));
    },
    /** Our own Redis only (SIGKILL: nothing saved); the machine's shared one is never touched. */
    async stopRedis() {
      if (!hasRedisServer) throw new Error('the machine’s shared Redis is never stopped');
      await stopChild(children.redis, 'SIGKILL');
    },
    startRedis,
    /** Instances whose realtime adapter is subscribed (each to its namespace's request channel). */
    async adapterSubscribers() {
      const client = new Redis(redisUrl, { maxRetriesPerRequest: 0 });
      client.on('error', () => undefined);
      try {
        const counts = (await client.pubsub('NUMSUB', requestChannel)) as [string, number];
        return Number(counts[1]);
      } finally {
        client.disconnect();
      }
    },
    /**
     * The database stops answering the instances: their connections are ended (sessions
     * terminated, open transactions rolled back) and new ones are held unanswered, as by a
     * stopped server, until `resumeDatabase`. The machine's PostgreSQL itself is never touched.
     */
    pauseDatabase() {
      if (!databaseProxy) throw new Error('started without databaseProxy');
      databaseProxy.pause({ drop: true });
    },
    resumeDatabase: () => databaseProxy?.resume(),
    /** Direct, not through the proxy: the test's own reads work while the instances' do not. */
    query: (text: string, values: unknown[] = []) => sql(databaseUrl, text, values),
    stop,
  };
}

export type Cluster = Awaited<ReturnType<typeof startCluster>>;
