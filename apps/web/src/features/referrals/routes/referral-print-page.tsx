import { Loader } from '@mantine/core';
import { useSearchParams } from 'react-router';
import {
  ReferralListMessages as M,
  ReferralStatusLabel,
} from '@clinicall/shared/referrals/referral-list';
import { TestId } from '@clinicall/shared/test-ids';
import { usePrintWhenReady } from '../../../lib/use-print-when-ready';
import { formatDateTime } from '../../../lib/zoned-time';
import { useAccountZone } from '../../identity';
import { useReferral } from '../api/get-referral';
import classes from '../../../components/ui/print-sheet.module.css';

function Fact({ label, value }: { label: string; value: string }) {
  return (
    <div>
      <dt>{label}</dt>
      <dd>{value}</dd>
    </div>
  );
}

/**
 * E54, issue 22 item 5: `/print/referral-summary-form?referralId`: the patient's name and the
 * note, the clinic and both providers, and a signature line, on one printed page.
 */
export function ReferralPrintPage() {
  const [search] = useSearchParams();
  const id = Number(search.get('referralId'));
  const zone = useAccountZone();
  const referral = useReferral(id);
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
        <p>{M.printFailed}</p>
      </main>
    );
  }
  const r = referral.data;
  return (
    <main className={classes.sheet} data-testid={TestId.referralPrintPage}>
      <header className={classes.heading}>
        <h1>Referral summary</h1>
        <span>{r.clinicName}</span>
      </header>
      <dl className={classes.facts}>
        <Fact label="Patient" value={r.patientFullName} />
        <Fact label="Patient e-mail" value={r.patientEmail} />
        <Fact label="Referred by" value={`${r.referredByFullName} (${r.referralByEmail})`} />
        <Fact label="Referred to" value={`${r.referredToFullName} (${r.referredToEmail})`} />
        <Fact label="Clinic" value={r.clinicName} />
        <Fact label="Date of referral" value={formatDateTime(r.referralDate, zone)} />
        <Fact label="Status" value={ReferralStatusLabel[r.status]} />
      </dl>
      <section className={`${classes.section} ${classes.clipped}`}>
        <h2>Referral note</h2>
        <p>{r.note}</p>
      </section>
      {r.attachmentList.length > 0 && (
        <section className={classes.section}>
          <h2>Attached documents</h2>
          <ul>
            {r.attachmentList.map((file) => (
              <li key={file.id}>{file.fileName}</li>
            ))}
          </ul>
        </section>
      )}
      <footer className={classes.signatures} data-testid={TestId.referralPrintSignature}>
        <div className={classes.signatureLine}>Signature of {r.referredByFullName}</div>
        <div className={classes.signatureLine}>Date</div>
      </footer>
    </main>
  );
}
