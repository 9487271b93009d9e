import { SandboxTestCards } from '@clinicall/shared/payments';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { AppOptions } from '../../app.js';
import { loadConfig } from '../../config.js';
import { createClinicWorld, type ClinicWorld } from '../../test-support/clinic-world.js';
import {
  makePayment,
  makePaymentBody,
  payableEncounter,
  sandboxToken,
} from '../../test-support/payments.js';
import { createTestApp, type TestContext } from '../../test-support/test-app.js';
import { startMetricsServer } from './metrics-server.js';

/** A mail server that refuses everything: each delivery attempt fails. */
const refusingTransport: NonNullable<AppOptions['mailTransport']> = {
  kind: 'smtp',
  deliver: () => Promise.reject(new Error('421 try later')),
  close: () => undefined,
};

let context: TestContext;
let world: ClinicWorld;
let server: Awaited<ReturnType<typeof startMetricsServer>>;

beforeAll(async () => {
  context = await createTestApp({
    env: { METRICS_PORT: '9464' },
    mailTransport: refusingTransport,
  });
  world = await createClinicWorld(context.app);
  // Port 0 here: tests run side by side; the server itself binds METRICS_PORT.
  server = await startMetricsServer(context.app.metrics, { port: 0, host: '127.0.0.1' }, console);
}, 60_000);

afterAll(async () => {
  await server?.close();
  await context?.close();
});

const scrape = async (path = '/metrics') => fetch(`http://127.0.0.1:${server.port}${path}`);

describe('issue 24 item 5: metrics', { timeout: 60_000 }, () => {
  test('requests are counted and timed by route pattern, never by their path', async () => {
    const { app } = context;
    const email = 'metrics.probe@clinic.example';
    await app.inject({ url: `/api/users/${encodeURIComponent(email)}` });
    await app.inject({ url: `/api/users/${encodeURIComponent(email)}` });
    await app.inject({ url: '/health' });
    await app.inject({ url: `/api/no-such-route/${world.patient.id}` });

    const answer = await scrape();
    expect(answer.status).toBe(200);
    expect(answer.headers.get('content-type')).toMatch(/^text\/plain; version=0\.0\.4/);
    const text = await answer.text();
    expect(text).toMatch(
      /clinicall_http_request_duration_seconds_count\{method="GET",route="\/api\/users\/:email",status="200"\} 2/,
    );
    expect(text).toMatch(
      /clinicall_http_request_duration_seconds_bucket\{le="0\.1",method="GET",route="\/health",status="200"\} 1/,
    );
    expect(text).not.toContain('metrics.probe');
    expect(text).not.toContain(`/api/no-such-route/${world.patient.id}`);
    // Process default metrics come with the endpoint.
    expect(text).toContain('process_cpu_user_seconds_total');
    expect(text).toContain('nodejs_eventloop_lag_seconds');
  });

  test('the job queue depth and the age of its oldest due job, the pool, the sockets', async () => {
    const { app } = context;
    const base = new Date();
    await app.db.transaction(async (tx) => {
      await app.jobs.enqueue(tx, 'mail.send', mail('later'), { delayMs: 3_600_000 });
    });
    const before = await (await scrape()).text();
    expect(before).toMatch(/clinicall_jobs\{state="scheduled"\} 1/);
    expect(before).toContain('clinicall_database_up 1');
    expect(before).toMatch(/clinicall_realtime_sockets 0/);
    // The pool's totals exist on PostgreSQL only (PGlite is one in-process connection).
    if (app.database.kind === 'postgres') {
      expect(before).toMatch(/clinicall_db_pool_connections\{state="total"\} [1-9]/);
      expect(before).toMatch(/clinicall_db_pool_connections\{state="waiting"\} 0/);
    } else {
      expect(before).not.toContain('clinicall_db_pool_connections');
    }
    await app.db.transaction(async (tx) => {
      await app.jobs.enqueue(tx, 'mail.send', mail('now'), {
        runAt: new Date(base.getTime() - 90_000),
      });
    });
    const after = await (await scrape()).text();
    expect(after).toMatch(/clinicall_jobs\{state="due"\} 1/);
    const age = Number(/^clinicall_jobs_oldest_due_age_seconds (\S+)$/m.exec(after)?.[1]);
    expect(age).toBeGreaterThanOrEqual(90);
    expect(age).toBeLessThan(200);
  });

  test('mail and payment failures are counted where they fail', async () => {
    const { app } = context;
    await app.jobs.drain();
    const token = await sandboxToken(app, world.patient.token, SandboxTestCards.declined);
    const encounter = await payableEncounter(app, world);
    const declined = await makePayment(app, world.patient.token, makePaymentBody(encounter, token));
    expect(declined.statusCode).toBeGreaterThanOrEqual(400);

    const text = await (await scrape()).text();
    // The due job failed once (the scheduled one is not due yet).
    expect(text).toMatch(/clinicall_mail_failures_total\{transport="smtp"\} 1/);
    expect(text).toMatch(
      /clinicall_payment_failures_total\{operation="charge",reason="declined"\} 1/,
    );
  });

  test('only GET /metrics is served on the metrics port, and never on the app port', async () => {
    expect((await scrape('/')).status).toBe(404);
    expect((await scrape('/api/account')).status).toBe(404);
    const onApp = await context.app.inject({ url: '/metrics' });
    expect(onApp.body).not.toContain('clinicall_http_request_duration_seconds');
  });

  test('off by default; METRICS_HOST is loopback unless set; never the app port', async () => {
    expect(loadConfig({ NODE_ENV: 'test' }).metrics).toBeUndefined();
    expect(loadConfig({ NODE_ENV: 'test', METRICS_PORT: '9464' }).metrics).toEqual({
      port: 9464,
      host: '127.0.0.1',
    });
    expect(() => loadConfig({ NODE_ENV: 'test', PORT: '3000', METRICS_PORT: '3000' })).toThrow(
      'METRICS_PORT: must differ from PORT',
    );
    const off = await createTestApp({ database: context.database });
    try {
      await off.app.inject({ url: '/health' });
      expect(off.app.metrics.enabled).toBe(false);
      const text = await off.app.metrics.registry.metrics();
      expect(text).not.toContain('route="/health"');
      expect(text).not.toContain('process_cpu_user_seconds_total');
    } finally {
      await off.close();
    }
  });
});

function mail(subject: string) {
  return { to: 'nobody@clinic.example', subject, text: subject, html: `<p>${subject}</p>` };
}
