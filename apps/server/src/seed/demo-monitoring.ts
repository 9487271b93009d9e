import { SIMULATOR_PARTNER_KEY } from '@clinicall/shared/monitoring/partners';
import { eq } from 'drizzle-orm';
import type { Db, Executor } from '../db/database.js';
import { clinics, partners } from '../db/schema/clinics.js';
import { rpmAlerts, rpmEnrolments, rpmReadings } from '../db/schema/monitoring.js';
import { createPartnerCredentials } from '../modules/monitoring/partner-credentials.js';
import { normaliseNative } from '../modules/monitoring/reading-check.js';
import {
  simulatedReading,
  type SimulatedProfile,
} from '../modules/monitoring/simulator-readings.js';

type Person = { id: number; email: string; firstName: string; lastName: string };

const HOUR_MS = 3_600_000;
/** History: one reading of some kind every two hours for 60 days, per monitored patient. */
const HISTORY_DAYS = 60;
const HISTORY_STEP_MS = 2 * HOUR_MS;

/**
 * Issue 23's demo: the clinic's monitoring partner is the simulator, which has delivered 60 days
 * of readings for three patients (steady; blood pressure high in bursts; sepsis developing) and
 * keeps delivering every few seconds while the demo runs (modules/monitoring/simulator.ts).
 * Brown's sepsis series has already raised a temperature alert.
 */
export async function seedDemoMonitoring(
  tx: Executor,
  d: { clinicId: number; providerId: number; steady: Person; hypertensive: Person; sepsis: Person },
  now: Date,
) {
  const [partner] = await tx
    .insert(partners)
    .values({ key: SIMULATOR_PARTNER_KEY, companyName: 'Clinicall Simulator', partnerType: 'RPM' })
    .onConflictDoNothing()
    .returning();
  if (!partner) return;
  await tx.update(clinics).set({ rpmPartnerId: partner.id }).where(eq(clinics.id, d.clinicId));
  const stories: [Person, SimulatedProfile][] = [
    [d.steady, 'steady'],
    [d.hypertensive, 'hypertensive'],
    [d.sepsis, 'sepsis'],
  ];
  const start = new Date(now.getTime() - HISTORY_DAYS * 24 * HOUR_MS);
  await tx.insert(rpmEnrolments).values(
    stories.map(([p, profile]) => ({
      partnerId: partner.id,
      patientId: p.id,
      clinicId: d.clinicId,
      state: 'ACTIVE' as const,
      externalId: `SIM-${p.id}`,
      devices: [
        'bloodPressure',
        'pulseOximeter',
        'thermometer',
        'scale',
        'glucose',
        'ecg',
        'spirometer',
      ],
      form: {
        firstName: p.firstName,
        lastName: p.lastName,
        email: p.email,
        simulatorProfile: profile,
      },
      requestedBy: d.providerId,
      sentAt: start,
      activatedAt: start,
      lastReadingAt: now,
    })),
  );
  for (const [p, profile] of stories) {
    const rows = [];
    let step = 0;
    for (let t = start.getTime(); t < now.getTime(); t += HISTORY_STEP_MS, step += 1) {
      // The sepsis story is steady until its last three days.
      const story =
        profile === 'sepsis' && now.getTime() - t > 3 * 24 * HOUR_MS ? 'steady' : profile;
      const reading = normaliseNative(simulatedReading(p.id, story, step, new Date(t)), now);
      // Full ECG strips only for the last week's rhythm readings: the history stays small.
      if (reading.detail?.ecg && now.getTime() - t > 7 * 24 * HOUR_MS) delete reading.detail.ecg;
      rows.push({
        ...reading,
        externalId: `seed-${reading.externalId}`,
        partnerId: partner.id,
        raw: { seeded: true },
      });
    }
    for (let i = 0; i < rows.length; i += 500) {
      await tx.insert(rpmReadings).values(
        rows.slice(i, i + 500).map((r) => ({
          partnerId: r.partnerId,
          externalId: r.externalId,
          patientId: r.patientId,
          kind: r.kind,
          measuredAt: r.measuredAt,
          measures: r.measures,
          unit: r.unit,
          sepsis: r.sepsis,
          detail: r.detail,
          raw: r.raw,
        })),
      );
    }
  }
  await tx.insert(rpmAlerts).values({
    clinicId: d.clinicId,
    patientId: d.sepsis.id,
    partnerId: partner.id,
    measure: 'temperature',
    rule: 'HIGH',
    value: 101.8,
    limitValue: 100.4,
    openedAt: new Date(now.getTime() - 5 * HOUR_MS),
  });
}

/** The simulator's signing secret, sealed with the server's key (like the demo SSO secret). */
export async function seedDemoMonitoringSecret(db: Db, hmacSecret: Uint8Array) {
  const credentials = createPartnerCredentials(db, hmacSecret);
  const partner = await credentials.partnerByKey(db, SIMULATOR_PARTNER_KEY);
  if (partner) await credentials.issue(db, partner.id, null);
}
