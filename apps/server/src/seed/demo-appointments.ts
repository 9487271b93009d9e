import type { EncounterStatus, EncounterType } from '@clinicall/shared/scheduling/types';
import { eq } from 'drizzle-orm';
import type { Executor } from '../db/database.js';
import { encounters } from '../db/schema/encounters.js';
import { videoEncounterTypes } from '../db/schema/scheduling.js';
import { demoRoomTimes } from './demo-room-times.js';
import { addDays, instantAt } from '../lib/local-time.js';
import { demoPlanner } from './demo-working-hours.js';

type Plan = {
  /** Days from today on the provider's clock, and the local start time. */
  day: number;
  at: string;
  status: EncounterStatus;
  type: EncounterType;
  /** Index into the patients (rotated by provider so each patient sees several providers). */
  patient: number;
  byProvider?: boolean;
  reason?: string;
  finishReason?: string;
};

/**
 * Each demo provider's appointments relative to the seed's day: concluded and missed visits,
 * a cancellation and a declined request with their reasons, today's visits, confirmed upcoming
 * ones, open requests (one made by the provider) and a message request.
 */
const PLANS: Plan[] = [
  {
    day: -14,
    at: '10:00',
    status: 'FINISHED',
    type: 'VIDEO',
    patient: 0,
    finishReason: 'APPOINTMENT_CONCLUDED',
  },
  {
    day: -9,
    at: '11:00',
    status: 'FINISHED',
    type: 'OFFICE',
    patient: 1,
    finishReason: 'APPOINTMENT_CONCLUDED',
  },
  {
    day: -6,
    at: '14:00',
    status: 'FINISHED',
    type: 'AUDIO',
    patient: 2,
    finishReason: 'PATIENT_NOT_ATTEND',
  },
  {
    day: -3,
    at: '09:30',
    status: 'FINISHED',
    type: 'VIDEO',
    patient: 3,
    finishReason: 'APPOINTMENT_CONCLUDED',
  },
  {
    day: -2,
    at: '15:00',
    status: 'CANCELLED',
    type: 'VIDEO',
    patient: 0,
    reason: 'I have to travel for work that day.',
  },
  {
    day: -1,
    at: '10:30',
    status: 'FINISHED',
    type: 'AUDIO',
    patient: 1,
    finishReason: 'APPOINTMENT_CONCLUDED',
  },
  { day: 0, at: '11:00', status: 'ACCEPTED', type: 'VIDEO', patient: 2 },
  { day: 0, at: '16:00', status: 'ACCEPTED', type: 'AUDIO', patient: 3 },
  { day: 1, at: '10:00', status: 'ACCEPTED', type: 'OFFICE', patient: 0 },
  { day: 2, at: '14:00', status: 'REQUESTED', type: 'VIDEO', patient: 1 },
  { day: 3, at: '10:00', status: 'ACCEPTED', type: 'VIDEO', patient: 2, byProvider: true },
  {
    day: 3,
    at: '16:00',
    status: 'DECLINED',
    type: 'AUDIO',
    patient: 3,
    reason: 'I am out of the office that afternoon; please pick another time.',
  },
  { day: 4, at: '09:30', status: 'REQUESTED', type: 'AUDIO', patient: 0, byProvider: true },
  { day: 6, at: '13:30', status: 'ACCEPTED', type: 'AUDIO', patient: 1 },
  { day: 9, at: '11:00', status: 'REQUESTED', type: 'OFFICE', patient: 2 },
  { day: 12, at: '15:00', status: 'ACCEPTED', type: 'VIDEO', patient: 3 },
  { day: 0, at: '08:00', status: 'REQUESTED', type: 'MESSAGE', patient: 0 },
];

const WHAT_IS_WRONG = [
  'Follow-up on blood pressure readings.',
  'Persistent cough for two weeks.',
  'Rash on both forearms.',
  'Medication review.',
];

/** C57: the condition each patient described (the reason step offers them again). */
const CONDITIONS = ['High blood pressure', 'Cough', 'Rash or skin problem', 'Medication refill'];

/**
 * Each demo provider's PLANS, every timed one inside the provider's working hours and clear of the
 * visits already seeded and of the time kept free (`demoPlanner`).
 */
export async function seedDemoAppointments(
  tx: Executor,
  input: {
    clinicId: number;
    providers: readonly { id: number; email: string }[];
    patients: readonly { id: number }[];
    /** Times these providers' planned demo appointments stay clear of (one per provider). */
    keepFree?: readonly { providerId: number; start: Date; end: Date }[];
  },
  now = new Date(),
) {
  for (const [p, provider] of input.providers.entries()) {
    const planner = await demoPlanner(tx, provider.id, now);
    // The demo video visit, or the hour for an on-demand call, both right after seeding at any hour.
    for (const kept of input.keepFree ?? []) {
      if (kept.providerId === provider.id) planner.keepFree(kept);
    }
    const [video] = await tx
      .select({ id: videoEncounterTypes.id, minutes: videoEncounterTypes.durationMinutes })
      .from(videoEncounterTypes)
      .where(eq(videoEncounterTypes.providerId, provider.id))
      .limit(1);
    await tx.insert(encounters).values(
      PLANS.map((plan, i) => {
        const patient = input.patients[(plan.patient + p) % input.patients.length]!;
        const timed = plan.type !== 'MESSAGE';
        const minutes = plan.type === 'VIDEO' ? (video?.minutes ?? 30) : 30;
        const start = timed
          ? planner.place(plan.day, plan.at, minutes)
          : instantAt(addDays(planner.today, plan.day), plan.at, planner.zone);
        const owner = plan.byProvider ? provider.id : patient.id;
        return {
          clinicId: input.clinicId,
          providerId: provider.id,
          patientId: patient.id,
          leadProviderId: provider.id,
          ownerId: owner,
          createdById: owner,
          type: plan.type,
          status: plan.status,
          startTime: start,
          endTime: timed ? new Date(start.getTime() + minutes * 60_000) : null,
          durationMinutes: timed ? minutes : null,
          videoTypeId: plan.type === 'VIDEO' ? (video?.id ?? null) : null,
          paymentType: 'INSURANCE',
          whatIsWrong: WHAT_IS_WRONG[(i + p) % WHAT_IS_WRONG.length]!,
          preCondition: plan.byProvider ? null : CONDITIONS[(i + p) % CONDITIONS.length]!,
          message:
            plan.type === 'MESSAGE'
              ? {
                  subject: 'Question about my results',
                  messageBody: 'Could you look at my lab results?',
                }
              : null,
          cancelReason: plan.reason ?? null,
          finishReason: plan.finishReason ?? null,
          ...demoRoomTimes(plan, start, minutes, i),
          statusChangedAt: now,
        };
      }),
    );
  }
}
