import { randomUUID } from 'node:crypto';
import { SIMULATOR_PARTNER_KEY } from '@clinicall/shared/monitoring/partners';
import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { Webhook } from 'standardwebhooks';
import type { Db } from '../../db/database.js';
import { partners } from '../../db/schema/clinics.js';
import { rpmEnrolments } from '../../db/schema/monitoring.js';
import type { Clock } from '../../lib/clock.js';
import type { PartnerCredentials } from './partner-credentials.js';
import { simulatedReading, type SimulatedProfile } from './simulator-readings.js';

/** Issue 23: "every few seconds". */
export const SIMULATOR_INTERVAL_MS = 4_000;

/**
 * The demo's simulator partner: every few seconds one reading for the next enrolled demo patient,
 * signed with the simulator's own secret and posted to the ingest endpoint in process
 * (`inject`), so it takes exactly the path a real partner's delivery takes (signature, checks,
 * idempotency, alerts, realtime). Each enrolment's form names its story (`simulatorProfile`).
 */
export function startSimulator(
  app: FastifyInstance,
  deps: { db: Db; credentials: PartnerCredentials; clock: Clock },
) {
  const { db, credentials, clock } = deps;
  let step = 0;
  let running = false;

  async function tick() {
    const [partner] = await db
      .select()
      .from(partners)
      .where(eq(partners.key, SIMULATOR_PARTNER_KEY));
    if (!partner) return;
    const secret = await credentials.secretOf(partner.id);
    if (!secret) return;
    const enrolled = await db
      .select({ patientId: rpmEnrolments.patientId, form: rpmEnrolments.form })
      .from(rpmEnrolments)
      .where(and(eq(rpmEnrolments.partnerId, partner.id), eq(rpmEnrolments.state, 'ACTIVE')))
      .orderBy(rpmEnrolments.patientId);
    const who = enrolled[step % Math.max(enrolled.length, 1)];
    if (!who) return;
    const profile = (who.form['simulatorProfile'] ?? 'steady') as SimulatedProfile;
    const reading = simulatedReading(
      who.patientId,
      profile,
      Math.floor(step / enrolled.length),
      clock(),
    );
    step += 1;
    const body = JSON.stringify({ readings: [reading] });
    const id = `msg_${randomUUID()}`;
    const now = new Date();
    const response = await app.inject({
      method: 'POST',
      url: `/api/monitoring/ingest/${SIMULATOR_PARTNER_KEY}`,
      headers: {
        'content-type': 'application/json',
        'webhook-id': id,
        'webhook-timestamp': String(Math.floor(now.getTime() / 1000)),
        'webhook-signature': new Webhook(secret).sign(id, now, body),
      },
      payload: body,
    });
    if (response.statusCode !== 200) {
      app.log.warn({ status: response.statusCode }, 'monitoring simulator: delivery refused');
    }
  }

  let timer: NodeJS.Timeout | undefined;
  const every = () => {
    if (running) return;
    running = true;
    tick()
      .catch((error: unknown) => app.log.warn({ err: error }, 'monitoring simulator: tick failed'))
      .finally(() => {
        running = false;
      });
  };
  // Deliveries are requests to this very app: they start once it is ready.
  app.addHook('onReady', async () => {
    timer = setInterval(every, SIMULATOR_INTERVAL_MS);
    timer.unref();
  });
  app.addHook('onClose', async () => clearInterval(timer));
}
