import { Loader } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useSearchParams } from 'react-router';
import { z } from 'zod';
import { TestId } from '@clinicall/shared/test-ids';
import { apiRequest } from '../../../lib/api-client';
import classes from './print.module.css';
import { usePrintWhenReady } from '../../../lib/use-print-when-ready';

/** E54: what the referral print needs of `GET /referrals/{id}` (the referrals issue serves it). */
const ReferralPrintSchema = z.object({
  id: z.number().int(),
  patient: z.object({ firstName: z.string(), lastName: z.string() }),
  note: z.string().nullable(),
});

/** E54: `/print/referral-summary-form?referralId`: the patient's name and the referral note. */
export function PrintReferralSummaryPage() {
  const [search] = useSearchParams();
  const id = Number(search.get('referralId'));
  const referral = useQuery({
    queryKey: ['referrals', id, 'print'],
    queryFn: ({ signal }) =>
      apiRequest(`/referrals/${id}`, { schema: ReferralPrintSchema, signal }),
    meta: { handlesErrors: true },
    retry: false,
  });
  usePrintWhenReady(referral.isSuccess);
  if (referral.isPending) {
    return (
      <main className={classes.sheet}>
        <Loader aria-label="Loading the referral" />
      </main>
    );
  }
  if (referral.isError) {
    return (
      <main className={classes.sheet}>
        <p>This referral could not be loaded.</p>
      </main>
    );
  }
  const r = referral.data;
  return (
    <main className={classes.sheet} data-testid={TestId.printPage}>
      <header className={classes.heading}>
        <h1>Referral summary</h1>
        <span>Clinicall</span>
      </header>
      <section className={classes.section}>
        <h2>Patient</h2>
        <p>{`${r.patient.firstName} ${r.patient.lastName}`}</p>
      </section>
      <section className={classes.section}>
        <h2>Referral note</h2>
        <p>{r.note ?? '—'}</p>
      </section>
    </main>
  );
}
