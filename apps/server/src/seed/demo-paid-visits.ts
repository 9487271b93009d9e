import { Messages } from '@clinicall/shared/messages';
import { EncounterTypeLabel } from '@clinicall/shared/scheduling/types';
import { and, eq } from 'drizzle-orm';
import type { Executor } from '../db/database.js';
import { encounters } from '../db/schema/encounters.js';
import { billingEntries, payments, refunds } from '../db/schema/payments.js';
import { videoEncounterTypes } from '../db/schema/scheduling.js';
import { demoRoomTimes } from './demo-room-times.js';
import { demoPlanner } from './demo-working-hours.js';

type Person = { id: number; firstName: string; lastName: string };

const DAY_MS = 86_400_000;

type Visit = {
  patient: Person;
  provider: Person;
  daysAgo: number;
  videoType: string;
  /** Paid, then cancelled by the patient and refunded. */
  cancelled?: boolean;
};

/**
 * Past paid video visits of the demo patients, dated relative to the day the seed runs: finished
 * appointments with the card payment made the day before each (sandbox card 4242) and its billing
 * entry (C107), and one visit cancelled and refunded, so the summary shows a refund too.
 */
export async function seedDemoPaidVisits(
  ex: Executor,
  demo: {
    clinicId: number;
    now: Date;
    providers: { rivera: Person; chen: Person };
    patients: { jones: Person; mia: Person; patel: Person; brown: Person };
  },
) {
  const { rivera, chen } = demo.providers;
  const { jones, mia, patel, brown } = demo.patients;
  const visits: Visit[] = [
    { patient: jones, provider: chen, daysAgo: 75, videoType: 'Annual check-in' },
    { patient: jones, provider: rivera, daysAgo: 40, videoType: 'Medication review' },
    { patient: patel, provider: chen, daysAgo: 33, videoType: 'Annual check-in', cancelled: true },
    { patient: mia, provider: rivera, daysAgo: 20, videoType: 'New patient consultation' },
    { patient: patel, provider: chen, daysAgo: 9, videoType: 'Annual check-in' },
    { patient: brown, provider: rivera, daysAgo: 5, videoType: 'Medication review' },
  ];
  for (const [index, visit] of visits.entries()) await seedVisit(ex, demo, visit, index);
  await seedCardRequest(ex, demo, {
    patient: brown,
    provider: rivera,
    videoType: 'Medication review',
  });
}

/**
 * A video visit Dr. Rivera requested of Noah Brown, priced by card and not paid yet, a week ahead:
 * the patient accepts it through the payment dialog (C76).
 */
async function seedCardRequest(
  ex: Executor,
  demo: { clinicId: number; now: Date },
  request: { patient: Person; provider: Person; videoType: string },
) {
  const [videoType] = await ex
    .select()
    .from(videoEncounterTypes)
    .where(
      and(
        eq(videoEncounterTypes.providerId, request.provider.id),
        eq(videoEncounterTypes.encounterName, request.videoType),
      ),
    );
  if (!videoType) throw new Error(`demo video type ${request.videoType} is missing`);
  // A week ahead, in the provider's hours; the appointments seeded later make way for it.
  const planner = await demoPlanner(ex, request.provider.id, demo.now);
  const start = planner.place(8, '14:30', videoType.durationMinutes);
  await ex.insert(encounters).values({
    clinicId: demo.clinicId,
    providerId: request.provider.id,
    patientId: request.patient.id,
    leadProviderId: request.provider.id,
    ownerId: request.provider.id,
    createdById: request.provider.id,
    type: 'VIDEO',
    status: 'REQUESTED',
    startTime: start,
    endTime: new Date(start.getTime() + videoType.durationMinutes * 60_000),
    durationMinutes: videoType.durationMinutes,
    videoTypeId: videoType.id,
    paymentType: 'CASH',
    quantityCents: videoType.priceCents,
    whatIsWrong: 'Review of the new blood pressure tablets',
  });
}

async function seedVisit(
  ex: Executor,
  demo: { clinicId: number; now: Date },
  visit: Visit,
  index: number,
) {
  const [videoType] = await ex
    .select()
    .from(videoEncounterTypes)
    .where(
      and(
        eq(videoEncounterTypes.providerId, visit.provider.id),
        eq(videoEncounterTypes.encounterName, visit.videoType),
      ),
    );
  if (!videoType) throw new Error(`demo video type ${visit.videoType} is missing`);
  const planner = await demoPlanner(ex, visit.provider.id, demo.now);
  const start = planner.place(-visit.daysAgo, '10:00', videoType.durationMinutes);
  const paidAt = new Date(start.getTime() - DAY_MS);
  const purpose = `${EncounterTypeLabel.VIDEO} with ${visit.provider.firstName} ${visit.provider.lastName}`;
  const [encounter] = await ex
    .insert(encounters)
    .values({
      clinicId: demo.clinicId,
      providerId: visit.provider.id,
      patientId: visit.patient.id,
      leadProviderId: visit.provider.id,
      ownerId: visit.patient.id,
      createdById: visit.patient.id,
      type: 'VIDEO',
      status: visit.cancelled ? 'CANCELLED' : 'FINISHED',
      startTime: start,
      endTime: new Date(start.getTime() + videoType.durationMinutes * 60_000),
      durationMinutes: videoType.durationMinutes,
      videoTypeId: videoType.id,
      paymentType: 'CASH',
      quantityCents: videoType.priceCents,
      whatIsWrong: visit.videoType,
      ...(visit.cancelled
        ? { cancelReason: 'I feel better and no longer need the visit.' }
        : {
            finishReason: 'APPOINTMENT_CONCLUDED',
            ...demoRoomTimes(
              { type: 'VIDEO', finishReason: 'APPOINTMENT_CONCLUDED' },
              start,
              videoType.durationMinutes,
              index,
            ),
          }),
      createdAt: new Date(paidAt.getTime() - DAY_MS),
    })
    .returning({ id: encounters.id });
  const key = `demo-seed-visit-${index + 1}`;
  const [payment] = await ex
    .insert(payments)
    .values({
      encounterId: encounter!.id,
      patientId: visit.patient.id,
      providerId: visit.provider.id,
      clinicId: demo.clinicId,
      requestedBy: visit.patient.id,
      amountCents: videoType.priceCents,
      status: visit.cancelled ? 'refunded' : 'charged',
      gateway: 'sandbox',
      gatewayTransactionId: `sbx_ch_${key}`,
      cardToken: `tok_sandbox_${key}`,
      cardBrand: 'visa',
      cardLast4: '4242',
      purpose,
      idempotencyKey: key,
      requestHash: key,
      createdAt: paidAt,
    })
    .returning({ id: payments.id });
  await ex
    .update(encounters)
    .set({ transactionId: payment!.id })
    .where(eq(encounters.id, encounter!.id));
  const entry = {
    patientId: visit.patient.id,
    clinicId: demo.clinicId,
    paymentId: payment!.id,
    paymentPurpose: purpose,
    amountCents: videoType.priceCents,
    createdAt: paidAt,
  };
  await ex.insert(billingEntries).values(entry);
  if (!visit.cancelled) return;
  const refundedAt = new Date(paidAt.getTime() + DAY_MS / 2);
  const [refund] = await ex
    .insert(refunds)
    .values({
      paymentId: payment!.id,
      requestedBy: visit.provider.id,
      amountCents: videoType.priceCents,
      status: 'succeeded',
      gatewayRefundId: `sbx_re_${key}`,
      idempotencyKey: `${key}:refund`,
      requestHash: `${key}:refund`,
      createdAt: refundedAt,
    })
    .returning({ id: refunds.id });
  await ex.insert(billingEntries).values({
    ...entry,
    refundId: refund!.id,
    paymentPurpose: `${Messages.payment.refundPrefix} ${purpose}`,
    amountCents: -videoType.priceCents,
    createdAt: refundedAt,
  });
}
