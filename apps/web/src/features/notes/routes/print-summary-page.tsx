import { Loader } from '@mantine/core';
import { useSearchParams } from 'react-router';
import { MAX_CODES, SummaryMessages as M } from '@clinicall/shared/notes/summaries';
import { TestId } from '@clinicall/shared/test-ids';
import { formatAppointmentDate } from '../../../lib/zoned-time';
import { useCurrentAccount } from '../../identity';
import { useEncounterForm, useQuestionnaires, useSummary } from '../api/get-encounter-notes';
import { ageGender, usDate, visitType } from '../print-facts';
import { parseAnswers, parseQuestions } from '@clinicall/shared/notes/templates';
import classes from '../../../components/ui/print-sheet.module.css';
import { usePrintWhenReady } from '../../../lib/use-print-when-ready';

const todayIso = () => new Date().toISOString().slice(0, 10);

function Section({ title, text }: { title: string; text: string | null | undefined }) {
  return (
    <section className={classes.section}>
      <h2>{title}</h2>
      <p>{text && text.trim() !== '' ? text : M.noData}</p>
    </section>
  );
}

function Fact({ label, value }: { label: string; value: string }) {
  return (
    <div>
      <span className={classes.label}>{label}</span>
      {value}
    </div>
  );
}

const codeLine = (codes: string[]) =>
  codes
    .filter((c) => c !== '')
    .slice(0, MAX_CODES)
    .join(', ');

/** E52, E53: `/print/summary-form?encounterId`: the encounter summary on one printed page. */
export function PrintSummaryPage() {
  const [search] = useSearchParams();
  const id = Number(search.get('encounterId'));
  const account = useCurrentAccount();
  const zone = account.timeZone ?? Intl.DateTimeFormat().resolvedOptions().timeZone;
  const summary = useSummary(id);
  const form = useEncounterForm(id);
  const questionnaires = useQuestionnaires(id);
  const ready = summary.isSuccess && form.isSuccess && !questionnaires.isPending;
  usePrintWhenReady(ready);

  if (summary.isError || form.isError) {
    return (
      <main className={classes.sheet}>
        <p>This encounter summary could not be loaded.</p>
      </main>
    );
  }
  if (!ready) {
    return (
      <main className={classes.sheet}>
        <Loader aria-label="Loading the summary" />
      </main>
    );
  }
  const s = summary.data;
  const f = form.data;
  const lead = `${s.leadProvider.firstName} ${s.leadProvider.lastName}`;
  return (
    <main className={classes.sheet} data-testid={TestId.printPage}>
      <header className={classes.heading}>
        <h1>Encounter summary</h1>
        <span>Clinicall</span>
      </header>
      <div className={`${classes.facts} ${classes.manyFacts}`}>
        <Fact label="Patient" value={`${f.patient.firstName} ${f.patient.lastName}`} />
        <Fact label="Date of birth" value={usDate(f.dateOfBirth)} />
        <Fact label="Provider" value={`${f.provider.firstName} ${f.provider.lastName}`} />
        <Fact label="Visit type" value={visitType(f)} />
        <Fact label="Age / gender" value={ageGender(f, todayIso())} />
        <Fact
          label="Date of visit"
          value={formatAppointmentDate(f.roomStartTime ?? f.startTime, zone)}
        />
      </div>
      <Section title="Chief complaints" text={s.chiefComplaint} />
      <Section title="Subjective evaluation" text={s.subjetiveEvaluation} />
      <Section title="Objective evaluation (vitals)" text={s.objectiveEvaluation} />
      <Section title="Plan of treatment" text={s.planOfTreatment} />
      <Section title="Diagnosis" text={s.diagnosisDescription} />
      <Section title="Diagnosis codes" text={codeLine(s.diagnosisCodes)} />
      <Section title="CPT" text={s.cptDescription} />
      <Section title="CPT codes" text={codeLine(s.cptCodes)} />
      {(questionnaires.data ?? []).map((item) => {
        const answers = parseAnswers(item.questionnaireFormDataJson);
        return (
          <section key={item.id} className={classes.section}>
            <h2>{item.templateName ?? 'Questionnaire'}</h2>
            {parseQuestions(item.questionnaireFormJson).map((q, index) => {
              const a = answers[String(index)];
              const shown =
                q.type === 'checkbox'
                  ? a === true
                    ? 'Yes'
                    : 'No'
                  : typeof a === 'string' && a !== ''
                    ? a
                    : '—';
              return (
                <p key={`${index}-${q.label}`}>
                  <strong>{q.label}:</strong> {shown}
                </p>
              );
            })}
          </section>
        );
      })}
      <footer className={classes.signature} data-testid={TestId.printSignature}>
        <div className={classes.signatureLine}>
          Electronically signed by {lead}
          {s.updatedAt ? ` on ${formatAppointmentDate(s.updatedAt, zone)}` : ''}
        </div>
      </footer>
    </main>
  );
}
