import { EncounterTypeLabel, type EncounterType } from '@clinicall/shared/scheduling/types';
import { Messages } from '@clinicall/shared/messages';
import type { Executor } from '../db/database.js';
import { billingEntries } from '../db/schema/payments.js';

type Person = { id: number; firstName: string; lastName: string };

const DAY_MS = 86_400_000;

/**
 * Past paid visits of the demo patients (C107), dated relative to the day the seed runs, with one
 * refunded visit so the summary shows a negative entry too. They stand alone: the demo's past
 * encounters are seeded by the scheduling module.
 */
export async function seedDemoBilling(
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
  const visit = (
    patient: Person,
    daysAgo: number,
    type: EncounterType,
    provider: Person,
    dollars: number,
  ) => ({
    patientId: patient.id,
    clinicId: demo.clinicId,
    paymentPurpose: `${EncounterTypeLabel[type]} with ${provider.firstName} ${provider.lastName}`,
    amountCents: dollars * 100,
    createdAt: new Date(demo.now.getTime() - daysAgo * DAY_MS),
  });
  const refunded = visit(patel, 33, 'VIDEO', chen, 45);
  await ex.insert(billingEntries).values([
    visit(jones, 75, 'OFFICE', chen, 120),
    visit(jones, 40, 'VIDEO', rivera, 45),
    visit(jones, 12, 'AUDIO', rivera, 30),
    visit(mia, 20, 'VIDEO', rivera, 45),
    refunded,
    {
      ...refunded,
      paymentPurpose: `${Messages.payment.refundPrefix} ${refunded.paymentPurpose}`,
      amountCents: -refunded.amountCents,
      createdAt: new Date(refunded.createdAt.getTime() + DAY_MS),
    },
    visit(patel, 9, 'VIDEO', chen, 45),
    visit(brown, 5, 'OFFICE', rivera, 120),
  ]);
}
