import { readdirSync } from 'node:fs';
import path from 'node:path';
import type { Response } from '@playwright/test';
import { SandboxTestCards } from '../../packages/shared/src/payments.js';
import { TestId } from '../../packages/shared/src/test-ids.js';
import { demoAccounts } from '../support/accounts.js';
import { payWith, toPaymentStep } from '../support/booking-wizard.js';
import { byTestId, signIn } from '../support/pages.js';
import { expect, pinnedContext, servedBy, test } from './fixtures.js';
import { holdWrites } from './held-writes.js';

/** A PDF of 200 kB with varied bytes. */
const pdf = Buffer.concat([
  Buffer.from('%PDF-1.7\n'),
  Buffer.from(Array.from({ length: 200_000 }, (_, i) => 32 + (i % 90))),
]);

/**
 * The instance that answered: nginx lists each one it tried, and tries the dead A again (refused
 * at once) whenever its 5 s out of rotation are over.
 */
const answeredBy = (response: Response) => servedBy(response)?.split(', ').at(-1);

/** Every file of the shared storage folder, by key (`messages/<uuid>`), `.partial` ones too. */
const storedFiles = (root: string) =>
  readdirSync(root, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(root, path.join(entry.parentPath, entry.name)));

test('issue 24: instance A killed (SIGKILL) while a message with an attachment and a card-paid booking are in flight on it: each failed visibly, was retried through B and exists once; the sweepers settle the charge A made but never recorded and remove the file it stored for nothing', async ({
  browser,
  cluster,
}) => {
  test.setTimeout(180_000);
  const subject = `Killed mid-send ${Date.now()}`;
  const storage = path.join(cluster.folder, 'shared-files');
  const filesBefore = new Set(storedFiles(storage));
  const unsettledKeys = async () =>
    (await cluster.query('select storage_key from unsettled_uploads')).rows.map(
      (row: { storage_key: string }) => row.storage_key,
    );
  const unsettledBefore = new Set(await unsettledKeys());
  const [{ last }] = (
    await cluster.query('select coalesce(max(id), 0)::int as last from encounters')
  ).rows as [{ last: number }];

  // Both people work through A (B is the proxy's backup for them once A is gone).
  const providerContext = await pinnedContext(browser, 'a');
  const provider = await providerContext.newPage();
  await signIn(provider, demoAccounts.providerRivera.email);
  await expect(provider).toHaveURL('/');
  await provider.goto('/messages');
  await byTestId(provider, TestId.newMessageButton).click();
  await byTestId(provider, TestId.recipientSearch).fill('Jones');
  await provider.getByRole('checkbox', { name: /Sam Jones/ }).check();
  await byTestId(provider, TestId.messageSubject).fill(subject);
  await byTestId(provider, TestId.messageBody).fill('The report is attached.');
  await provider.locator('input[type="file"]').setInputFiles({
    name: 'report.pdf',
    mimeType: 'application/pdf',
    buffer: pdf,
  });

  const patientContext = await pinnedContext(browser, 'a', {
    viewport: { width: 1280, height: 900 },
  });
  const patient = await patientContext.newPage();
  await signIn(patient, demoAccounts.patientJones.email);
  await expect(patient).toHaveURL('/');
  await toPaymentStep(patient);

  // In flight: the message's transaction waits on its insert into `messages` (its file is already
  // stored); the paid booking is committed with its pending charge, the sandbox gateway has
  // charged the card, and the transaction recording the charge waits on its billing entry.
  const held = await holdWrites(cluster.databaseUrl, ['billing_entries', 'messages']);
  const sending = provider.waitForResponse((r) =>
    r.url().endsWith('/api/registerTopic/uploadFile'),
  );
  const paying = patient.waitForResponse((r) =>
    r.url().endsWith('/api/encounters/ownedbypatient/paid'),
  );
  await byTestId(provider, TestId.messageSend).click();
  await payWith(patient, SandboxTestCards.approved);
  await expect
    .poll(async () => (await held.waiting()).map((w) => w.table))
    .toEqual(['billing_entries', 'messages']);
  const pids = (await held.waiting()).map((w) => w.pid);

  await cluster.kill('a');
  // Both people are told: nginx never sends a POST twice, and the recipe turns its own 502 for a
  // request whose instance died into the JSON 503 (SERVICE_UNAVAILABLE); each page says the action
  // did not go through.
  expect((await sending).status()).toBe(503);
  expect((await paying).status()).toBe(503);
  await expect(byTestId(provider, TestId.messageErrorDialog)).toBeVisible();
  await expect(byTestId(patient, TestId.bookingDialog)).toHaveAttribute('data-level', '3');
  await expect(byTestId(patient, TestId.bookingDialogError)).toBeVisible();
  await expect(byTestId(patient, TestId.bookingDialog)).toContainText('Confirm again to finish');

  // The dead instance's transactions end once unblocked: rolled back, nothing of them committed.
  await held.release();
  await expect.poll(() => held.alive(pids)).toBe(false);
  await held.end();
  const payment = (
    await cluster.query(
      `select p.id, p.status, p.encounter_id, p.idempotency_key,
              (select count(*)::int from billing_entries b where b.payment_id = p.id) as billed,
              (select count(*)::int from sandbox_card_tokens t where t.used_by_key = p.idempotency_key) as charged_at_gateway
         from payments p join encounters e on e.id = p.encounter_id
        where e.id > $1 and e.patient_id = (select id from users where email = $2)`,
      [last, demoAccounts.patientJones.email],
    )
  ).rows;
  expect(payment).toHaveLength(1);
  const [halfway] = payment as [
    {
      id: string;
      status: string;
      encounter_id: number;
      idempotency_key: string;
      billed: number;
      charged_at_gateway: number;
    },
  ];
  // Left half-way by the dead instance: the card charged at the gateway, our record pending.
  expect(halfway).toMatchObject({ status: 'pending', billed: 0, charged_at_gateway: 1 });
  const topics = await cluster.query('select count(*)::int as n from topics where subject = $1', [
    subject,
  ]);
  expect(topics.rows[0].n).toBe(0);
  // The message's file was stored before its transaction: noted as unsettled, named by no row.
  const unsettled = (await unsettledKeys()).filter((key) => !unsettledBefore.has(key));
  expect(unsettled).toHaveLength(1);
  const orphan = unsettled[0]!;
  expect(storedFiles(storage)).toContain(orphan);

  // The message: the provider closes the error and sends again; B takes it.
  await byTestId(provider, TestId.messageErrorDialog)
    .getByRole('button', { name: 'Close' })
    .click();
  const resending = provider.waitForResponse((r) =>
    r.url().endsWith('/api/registerTopic/uploadFile'),
  );
  await byTestId(provider, TestId.messageSend).click();
  const resent = await resending;
  expect(resent.status()).toBe(201);
  expect(answeredBy(resent)).toBe(cluster.address('b'));
  await expect(provider).toHaveURL(/\/messages\/\d+$/);

  // The charge: its sweeper was queued with the booking, to run 15 minutes later if the charge
  // was still unanswered, and a request's claim on it lasts 2 minutes. Those minutes are skipped
  // (both times moved back by 15 minutes); B's job worker does the rest.
  await cluster.query(
    `update payments set claimed_at = claimed_at - interval '15 minutes' where id = $1`,
    [halfway.id],
  );
  const moved = await cluster.query(
    `update jobs set run_at = run_at - interval '15 minutes'
      where type = 'payments.sweep-booking-charge' and payload->>'paymentId' = $1`,
    [halfway.id],
  );
  expect(moved.rowCount).toBe(1);
  await expect
    .poll(
      async () =>
        (
          await cluster.query(
            `select p.status, (select count(*)::int from jobs j
                where j.type = 'payments.sweep-booking-charge' and j.payload->>'paymentId' = $1::text) as jobs
               from payments p where p.id = $1::uuid`,
            [halfway.id],
          )
        ).rows[0],
      { timeout: 15_000 },
    )
    .toEqual({ status: 'charged', jobs: 0 });

  // The file A stored for the message it never committed: the sweep of unsettled uploads runs
  // hourly and takes files unsettled for 6 hours. Those hours are skipped, and its next run brought
  // forward (the test configuration does not schedule it); B removes the file.
  await cluster.query(
    `update unsettled_uploads set stored_at = stored_at - interval '7 hours' where storage_key = $1`,
    [orphan],
  );
  await cluster.query(
    `insert into jobs (type, payload) values ('storage.sweep-unsettled-uploads', '{}')`,
  );
  await expect.poll(unsettledKeys, { timeout: 15_000 }).not.toContain(orphan);
  expect(storedFiles(storage)).not.toContain(orphan);

  // The patient confirms again: the same Idempotency-Key answers the booking and charge that the
  // sweeper completed; nothing new is booked or charged.
  await byTestId(patient, TestId.bookingDialog).getByRole('button', { name: 'Edit' }).click();
  await byTestId(patient, TestId.wizardContinue).click();
  await expect(byTestId(patient, TestId.bookingDialog)).toContainText('Payment: $45.00 by card');
  const repaying = patient.waitForResponse((r) =>
    r.url().endsWith('/api/encounters/ownedbypatient/paid'),
  );
  await byTestId(patient, TestId.bookingDialogConfirm).click();
  const repaid = await repaying;
  expect(repaid.status()).toBe(201);
  expect(answeredBy(repaid)).toBe(cluster.address('b'));
  expect(((await repaid.json()) as { encounter: { id: number } }).encounter.id).toBe(
    halfway.encounter_id,
  );
  await expect(byTestId(patient, TestId.bookingDialog)).toHaveAttribute('data-level', '1');

  // Exactly once each: one topic with one message and one attachment, and one file stored; one
  // booking with one charge (in our records, the billing and the sandbox gateway's), no refund.
  const counts = await cluster.query(
    `select (select count(*)::int from topics where subject = $1) as topics,
            (select count(*)::int from messages m join topics t on t.id = m.topic_id
              where t.subject = $1) as messages,
            (select count(*)::int from message_files f join messages m on m.id = f.message_id
              join topics t on t.id = m.topic_id where t.subject = $1) as attachments,
            (select count(*)::int from encounters where id > $2
              and patient_id = (select id from users where email = $3)) as bookings,
            (select count(*)::int from payments p join encounters e on e.id = p.encounter_id
              where e.id > $2 and p.status = 'charged') as charges,
            (select count(*)::int from billing_entries where payment_id = $4) as billed,
            (select count(*)::int from sandbox_card_tokens where used_by_key = $5) as gateway_charges,
            (select count(*)::int from refunds where payment_id = $4) as refunds`,
    [subject, last, demoAccounts.patientJones.email, halfway.id, halfway.idempotency_key],
  );
  expect(counts.rows[0]).toEqual({
    topics: 1,
    messages: 1,
    attachments: 1,
    bookings: 1,
    charges: 1,
    billed: 1,
    gateway_charges: 1,
    refunds: 0,
  });
  const attachment = await cluster.query(
    `select f.storage_key from message_files f join messages m on m.id = f.message_id
       join topics t on t.id = m.topic_id where t.subject = $1`,
    [subject],
  );
  const added = storedFiles(storage).filter((key) => !filesBefore.has(key));
  expect(added).toEqual([attachment.rows[0].storage_key]);

  await providerContext.close();
  await patientContext.close();
  await cluster.startInstance('a');
});
