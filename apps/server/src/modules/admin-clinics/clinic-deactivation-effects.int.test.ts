import { Role } from '@clinicall/shared/roles';
import { and, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { auditLog } from '../../db/schema/audit.js';
import { encounters } from '../../db/schema/encounters.js';
import { mailOutbox } from '../../db/schema/mail.js';
import { billingEntries, payments } from '../../db/schema/payments.js';
import { CLINIC_CLOSED_REASON } from '../encounters/clinic-closure.service.js';
import {
  createClinicWorld,
  createSuperAdminUser,
  type ClinicWorld,
} from '../../test-support/clinic-world.js';
import { pinnedClock } from '../../test-support/clock.js';
import { accountStatus, bearer, createClinic, joinClinic } from '../../test-support/factories.js';
import {
  bookFreeVideoVisit,
  paidBookingBody,
  postPaidBooking,
  sandboxCardToken,
  sellPaidVideoVisits,
} from '../../test-support/paid-booking.js';
import { newKey } from '../../test-support/payments.js';
import { addVideoType } from '../../test-support/scheduling.js';
import {
  connection,
  disconnection,
  listen,
  realtimeClient,
  type TestClient,
} from '../../test-support/realtime-client.js';
import { useTestApp } from '../../test-support/test-app.js';

// Monday 9 March 2026, 09:30 UTC; the bookings are on Wednesday.
const time = pinnedClock('2026-03-09T09:30:00Z');
const ctx = useTestApp({ clock: time.clock });
let url = '';
const clients: TestClient[] = [];

beforeAll(async () => {
  ({ url } = await listen(ctx.app));
});
afterAll(() => {
  for (const client of clients) client.close();
});

async function deactivate(world: ClinicWorld) {
  const admin = await createSuperAdminUser(ctx.app);
  const { name, description, clinicType } = world.clinic;
  return ctx.app.inject({
    method: 'PUT',
    url: `/api/admin/clinic/${world.clinic.id}`,
    headers: bearer(admin.token),
    payload: { name, description, clinicType, activated: false },
  });
}

async function connected(token: string) {
  const client = realtimeClient(url, token);
  clients.push(client);
  expect(await connection(client)).toBe('connected');
  return client;
}

describe('issue 20 point 3: deactivating a clinic', () => {
  test('ends at once the sessions and sockets of its members left without an active clinic; others keep theirs', async () => {
    const world = await createClinicWorld(ctx.app);
    const elsewhere = await createClinic(ctx.app.db);
    await joinClinic(ctx.app.db, world.otherProvider.id, elsewhere.id, Role.provider);
    const providerSocket = await connected(world.provider.token);
    const patientSocket = await connected(world.patient.token);
    const gone = [disconnection(providerSocket), disconnection(patientSocket)];

    expect((await deactivate(world)).statusCode).toBe(200);

    expect(await Promise.all(gone)).toEqual(['io server disconnect', 'io server disconnect']);
    for (const user of [world.provider, world.assistant, world.admin, world.patient]) {
      expect(await accountStatus(ctx.app, user.token), user.email).toBe(401);
    }
    expect(await accountStatus(ctx.app, world.otherProvider.token)).toBe(200);
  });

  test('cancels its open bookings, refunds the paid one once, and mails each patient; another clinic’s stay', async () => {
    const world = await createClinicWorld(ctx.app);
    const bystander = await createClinicWorld(ctx.app);
    const visit = await sellPaidVideoVisits(ctx.app, world);
    await sellPaidVideoVisits(ctx.app, bystander);
    const paid = await postPaidBooking(
      ctx.app,
      world.patient.token,
      paidBookingBody(
        world,
        visit,
        new Date('2026-03-11T10:00:00Z'),
        await sandboxCardToken(ctx.app, world.patient.id),
      ),
      newKey(),
    );
    expect(paid.statusCode, paid.body).toBe(201);
    const freeType = await addVideoType(ctx.app.db, world.provider.id, { slot: 2 });
    const free = await bookFreeVideoVisit(
      ctx.app,
      world,
      freeType,
      new Date('2026-03-11T12:00:00Z'),
    );
    expect(free.statusCode, free.body).toBe(201);
    const kept = await bookFreeVideoVisit(
      ctx.app,
      bystander,
      await addVideoType(ctx.app.db, bystander.provider.id, { slot: 2 }),
      new Date('2026-03-11T12:00:00Z'),
    );
    expect(kept.statusCode, kept.body).toBe(201);
    const [payment] = await ctx.app.db
      .select()
      .from(payments)
      .where(eq(payments.patientId, world.patient.id));
    expect(payment?.status).toBe('charged');

    expect((await deactivate(world)).statusCode).toBe(200);

    const rows = await ctx.app.db
      .select()
      .from(encounters)
      .where(inArray(encounters.clinicId, [world.clinic.id, bystander.clinic.id]));
    expect(rows.filter((r) => r.clinicId === world.clinic.id)).toHaveLength(2);
    for (const row of rows) {
      expect(row.status).toBe(row.clinicId === world.clinic.id ? 'CANCELLED' : 'REQUESTED');
      if (row.clinicId === world.clinic.id) expect(row.cancelReason).toBe(CLINIC_CLOSED_REASON);
    }

    // The refund runs from the queue: once, however often the queue is drained.
    await ctx.app.jobs.drain();
    await ctx.app.jobs.drain();
    const [after] = await ctx.app.db.select().from(payments).where(eq(payments.id, payment!.id));
    expect(after?.status).toBe('refunded');
    const entries = await ctx.app.db
      .select()
      .from(billingEntries)
      .where(eq(billingEntries.paymentId, payment!.id));
    expect(entries.map((e) => e.amountCents).sort((a, b) => a - b)).toEqual([
      -payment!.amountCents,
      payment!.amountCents,
    ]);

    const mails = await ctx.app.db
      .select()
      .from(mailOutbox)
      .where(
        and(
          eq(mailOutbox.to, world.patient.email),
          eq(mailOutbox.subject, 'Appointment cancelled: Video Exam'),
        ),
      );
    expect(mails).toHaveLength(2);
    expect(mails.filter((m) => m.text.includes('refunded in full'))).toHaveLength(1);
    expect(mails.every((m) => m.text.includes('no longer offers visits'))).toBe(true);

    const [audit] = await ctx.app.db
      .select()
      .from(auditLog)
      .where(
        and(
          eq(auditLog.action, 'admin.clinic.bookings-cancelled'),
          eq(auditLog.clinicId, world.clinic.id),
        ),
      );
    expect(audit?.detail).toMatchObject({ refundedPaymentIds: [payment!.id] });
  });
});
