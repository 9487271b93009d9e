import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import pg from 'pg';
import { Paths } from '../packages/shared/src/paths.js';
import { TestId } from '../packages/shared/src/test-ids.js';
import { demoAccounts } from './support/accounts.js';
import { byTestId, fillLogin } from './support/pages.js';

/**
 * B20, issue 20 point 4: the clinic's patient scheduling switch, flipped in the database by anyone
 * (here plain SQL, as a script or another instance would), takes effect at the patient's next page
 * load. The journey runs its own server on PostgreSQL, so the change travels as it does in
 * production: committed by another connection, announced by the clinics trigger to the server's
 * listening connection. The shared e2e server runs on an embedded database nobody else can write.
 */
const adminUrl = process.env.E2E_PG_ADMIN_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const databaseName = `clinicall_e2e_switches_${randomBytes(4).toString('hex')}`;
const databaseUrl = (() => {
  const url = new URL(adminUrl);
  url.pathname = `/${databaseName}`;
  return url.toString();
})();
const dataDir = mkdtempSync(path.join(tmpdir(), 'clinicall-e2e-switches-'));
let server: ChildProcess | undefined;
let baseURL = '';

const freePort = () =>
  new Promise<number>((resolve) => {
    const probe = createServer().listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => resolve(port));
    });
  });

async function sql(connectionString: string, text: string, values: unknown[] = []) {
  const client = new pg.Client({ connectionString, user: 'postgres' });
  await client.connect();
  try {
    return await client.query(text, values);
  } finally {
    await client.end();
  }
}

test.describe.configure({ mode: 'serial' });

test.beforeAll(async () => {
  test.setTimeout(180_000);
  await sql(adminUrl, `create database ${databaseName}`);
  const port = await freePort();
  baseURL = `http://127.0.0.1:${port}`;
  server = spawn(process.execPath, ['apps/server/dist/server.js'], {
    cwd: path.join(import.meta.dirname, '..'),
    stdio: ['ignore', 'ignore', 'inherit'],
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      DATABASE_URL: databaseUrl,
      PUBLIC_URL: baseURL,
      NODE_ENV: 'development',
      LOG_LEVEL: 'warn',
      AUTH_RATE_LIMIT_PER_MINUTE: '200',
    },
  });
  // Migrating and seeding the demo clinic takes a while on a loaded machine.
  await expect
    .poll(async () => (await fetch(`${baseURL}/health`).catch(() => null))?.status, {
      timeout: 150_000,
      intervals: [250],
    })
    .toBe(200);
});

test.afterAll(async () => {
  server?.kill('SIGTERM');
  if (server && server.exitCode === null) {
    await new Promise((resolve) => server?.once('exit', resolve));
  }
  await sql(adminUrl, `drop database if exists ${databaseName} with (force)`);
  rmSync(dataDir, { recursive: true, force: true });
});

/** Sets the patient's clinics' scheduling switch, as the super admin's form would. */
const setScheduling = (on: boolean) =>
  sql(
    databaseUrl,
    `update clinics set is_patient_schedule_appointment_enabled = $1
     where id in (select m.clinic_id from clinic_memberships m join users u on u.id = m.user_id
                  where u.email = $2)`,
    [on, demoAccounts.patientJones.email],
  );

test('B20 A29 switching patient scheduling off removes the booking link at the patient’s next page load', async ({
  page,
}) => {
  test.setTimeout(90_000);
  await page.goto(`${baseURL}/login`);
  await fillLogin(page, demoAccounts.patientJones.email);
  await expect(byTestId(page, TestId.userMenu)).toBeVisible({ timeout: 45_000 });
  const shortcut = byTestId(page, TestId.shortcutsPanel).getByRole('link', {
    name: 'Book an appointment',
  });
  await expect(shortcut).toBeVisible();

  await setScheduling(false);
  await page.reload();
  await expect(byTestId(page, TestId.shortcutsPanel)).toBeVisible();
  await expect(shortcut).toHaveCount(0);
  await expect(byTestId(page, TestId.navBookAppointment)).toHaveCount(0);
  // The booking route itself now leads back to the dashboard.
  await page.goto(`${baseURL}${Paths.bookAppointment}`);
  await expect(page).toHaveURL(`${baseURL}${Paths.home}`);

  await setScheduling(true);
  await page.reload();
  await expect(shortcut).toBeVisible();
});
