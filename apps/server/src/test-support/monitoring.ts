import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { Webhook } from 'standardwebhooks';
import type { App } from '../app.js';
import { clinics, partners } from '../db/schema/clinics.js';
import { rpmEnrolments } from '../db/schema/monitoring.js';
import { createSuperAdminUser } from './clinic-world.js';
import { bearer } from './factories.js';

/** The partner's id by key (G3's are in every database since migration 0048). */
export async function partnerId(app: App, key: string) {
  const [row] = await app.db.select().from(partners).where(eq(partners.key, key));
  if (!row) throw new Error(`no partner ${key}`);
  return row.id;
}

/** Turns monitoring on for a clinic with `key` as its partner (and an associate, B44). */
export async function useMonitoringPartner(
  app: App,
  clinicId: number,
  key: string,
  extra: { associated?: string; organizationId?: string } = {},
) {
  await app.db
    .update(clinics)
    .set({
      allowRemotePatientMonitoring: true,
      rpmPartnerId: await partnerId(app, key),
      associatedPartnerId: extra.associated ? await partnerId(app, extra.associated) : null,
      externalPartnerId: extra.organizationId ?? null,
    })
    .where(eq(clinics.id, clinicId));
}

/** The super admin issues the partner's ingest secret through the API. */
export async function issueSecret(app: App, key: string) {
  const admin = await createSuperAdminUser(app);
  const response = await app.inject({
    method: 'POST',
    url: `/api/admin/monitoring/partners/${key}/secret`,
    headers: bearer(admin.token),
  });
  if (response.statusCode !== 200) throw new Error(`secret: ${response.body}`);
  return response.json<{ secret: string }>().secret;
}

/** A patient signed up with the partner and confirmed (ACTIVE), as after its first reading. */
export async function enrol(
  app: App,
  q: { key: string; patientId: number; clinicId: number; state?: 'SENT' | 'ACTIVE' },
) {
  await app.db.insert(rpmEnrolments).values({
    partnerId: await partnerId(app, q.key),
    patientId: q.patientId,
    clinicId: q.clinicId,
    state: q.state ?? 'ACTIVE',
    devices: ['bloodPressure'],
    form: {},
  });
}

/** Posts a body to the ingest signed as Standard Webhooks says (`at` moves the timestamp). */
export function deliver(
  app: App,
  key: string,
  secret: string,
  body: unknown,
  options: { at?: Date; raw?: string; signWith?: string; contentType?: string } = {},
) {
  const payload = options.raw ?? JSON.stringify(body);
  const id = `msg_${randomUUID()}`;
  const at = options.at ?? new Date();
  return app.inject({
    method: 'POST',
    url: `/api/monitoring/ingest/${key}`,
    headers: {
      'content-type': options.contentType ?? 'application/json',
      'webhook-id': id,
      'webhook-timestamp': String(Math.floor(at.getTime() / 1000)),
      'webhook-signature': new Webhook(options.signWith ?? secret).sign(id, at, payload),
    },
    payload,
  });
}

let counter = 0;
/** A native reading with a fresh id. */
export const reading = (
  patientId: number,
  kind: string,
  values: Record<string, number>,
  unit: string,
  measuredAt: Date | string = new Date(),
  extra: Record<string, unknown> = {},
) => ({
  id: `r-${Date.now()}-${(counter += 1)}`,
  patientId,
  kind,
  values,
  unit,
  measuredAt: typeof measuredAt === 'string' ? measuredAt : measuredAt.toISOString(),
  ...extra,
});
