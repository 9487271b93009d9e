import { Alert, Button, Group, Paper, Stack, Stepper, useMatches } from '@mantine/core';
import { useState } from 'react';
import { Navigate, useNavigate, useParams, useSearchParams } from 'react-router';
import { SummaryMessages as M, type EncounterSummary } from '@clinicall/shared/notes/summaries';
import { Paths, pathTo } from '@clinicall/shared/paths';
import { TestId } from '@clinicall/shared/test-ids';
import { LoadError } from '../../../components/ui/load-error';
import { PageFrame } from '../../../components/ui/page-frame';
import { PageLoader } from '../../../components/ui/page-loader';
import { toast } from '../../../components/ui/toast';
import { useCurrentAccount } from '../../identity';
import { useSummary } from '../api/get-encounter-notes';
import { useSaveSummary } from '../api/save-summary';
import { CptStep, DiagnosisStep, EvaluationStep } from '../components/note-steps';
import {
  NOTE_STEPS,
  draftFromSummary,
  isNoteStep,
  noteStorage,
  summaryRequest,
  type NoteDraft,
  type NoteStep,
} from '../notes-draft';

const STEP_LABELS = ['Evaluation', 'Diagnosis', 'CPT codes'];

/**
 * E39–E46: `/post-encounter/notes/{first,second,third}?encounterId`, "Edit and Complete". E46 sends
 * the user to the dashboard once the note is saved, so E39's `/success` step leads there too; the
 * summary dialog (E47) is where a saved note is read and printed.
 */
export function NotesWizardPage() {
  const { step } = useParams();
  const [search] = useSearchParams();
  const encounterId = Number(search.get('encounterId'));
  if (!Number.isInteger(encounterId) || encounterId <= 0)
    return <Navigate to={Paths.home} replace />;
  if (step === 'success') return <Navigate to={Paths.home} replace />;
  if (!isNoteStep(step)) return <Navigate to={pathTo.notesStep('first', encounterId)} replace />;
  return <NotesWizard encounterId={encounterId} step={step} />;
}

function NotesWizard({ encounterId, step }: { encounterId: number; step: NoteStep }) {
  const summary = useSummary(encounterId);
  return (
    <PageFrame title="Edit and Complete">
      {summary.isPending && <PageLoader label="Loading the encounter summary…" />}
      {summary.isError && (
        <LoadError
          title="We could not load this encounter"
          error={summary.error}
          onRetry={() => void summary.refetch()}
        />
      )}
      {summary.isSuccess && !summary.data.editable && (
        <Alert color="yellow" variant="light">
          {summary.data.showPreconditions ? M.leadOnly : M.notStarted}
        </Alert>
      )}
      {summary.isSuccess && summary.data.editable && (
        <NotesSteps summary={summary.data} step={step} />
      )}
    </PageFrame>
  );
}

function NotesSteps({ summary, step }: { summary: EncounterSummary; step: NoteStep }) {
  const navigate = useNavigate();
  const id = summary.encounterId;
  const save = useSaveSummary();
  const account = useCurrentAccount();
  const stored = noteStorage(account.id, id);
  // E44: what earlier steps kept wins over the saved note.
  const [draft, setDraft] = useState<NoteDraft>(() => stored.read() ?? draftFromSummary(summary));
  const index = NOTE_STEPS.indexOf(step);
  const wide = useMatches({ base: false, sm: true }, { getInitialValueInEffect: false });
  const go = (to: NoteStep) => void navigate(pathTo.notesStep(to, id));

  const next = () => {
    stored.write(draft);
    if (step !== 'third') {
      go(NOTE_STEPS[index + 1] ?? 'first');
      return;
    }
    // E46: saved whatever the outcome; the stored form is cleared and the user goes to the dashboard.
    save.mutate(
      { id, body: summaryRequest(draft), written: summary.written },
      {
        onSuccess: () => toast.success(M.updated),
        onError: () => toast.error(M.failed),
        onSettled: () => {
          stored.remove();
          void navigate(Paths.home);
        },
      },
    );
  };

  return (
    <Paper withBorder p={{ base: 'sm', sm: 'lg' }} data-testid={TestId.notesStep}>
      <Stack gap="lg">
        <Stepper active={index} size="sm" allowNextStepsSelect={false}>
          {STEP_LABELS.map((label, at) => (
            // A phone has room for one label: the current step's; the others keep their number.
            <Stepper.Step key={label} label={wide || at === index ? label : undefined} />
          ))}
        </Stepper>
        {step === 'first' && <EvaluationStep draft={draft} onChange={setDraft} />}
        {step === 'second' && <DiagnosisStep draft={draft} onChange={setDraft} />}
        {step === 'third' && <CptStep draft={draft} onChange={setDraft} />}
        <Group justify="space-between">
          {step === 'first' ? (
            <Button variant="default" onClick={() => void navigate(Paths.home)}>
              Cancel
            </Button>
          ) : (
            <Button
              variant="default"
              onClick={() => {
                stored.write(draft);
                go(NOTE_STEPS[index - 1] ?? 'first');
              }}
              data-testid={TestId.notesBack}
            >
              Back
            </Button>
          )}
          <Button onClick={next} loading={save.isPending} data-testid={TestId.notesNext}>
            {step === 'third' ? 'Complete' : 'Next'}
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}
