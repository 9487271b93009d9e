import { Alert, Button, Group, Paper, Stack, Stepper, Text } from '@mantine/core';
import { useState } from 'react';
import { Link, Navigate, useNavigate, useParams, useSearchParams } from 'react-router';
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

/** E39–E46: `/post-encounter/notes/{first,second,third,success}?encounterId`, "Edit and Complete". */
export function NotesWizardPage() {
  const { step } = useParams();
  const [search] = useSearchParams();
  const encounterId = Number(search.get('encounterId'));
  if (!Number.isInteger(encounterId) || encounterId <= 0)
    return <Navigate to={Paths.home} replace />;
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
      {summary.isSuccess && step === 'success' && <NotesDone encounterId={encounterId} />}
      {summary.isSuccess && step !== 'success' && !summary.data.editable && (
        <Alert color="yellow" variant="light">
          {summary.data.showPreconditions ? M.leadOnly : M.notStarted}
        </Alert>
      )}
      {summary.isSuccess && step !== 'success' && summary.data.editable && (
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
  const go = (to: NoteStep) => void navigate(pathTo.notesStep(to, id));

  const next = () => {
    stored.write(draft);
    if (step !== 'third') {
      go(NOTE_STEPS[index + 1] ?? 'first');
      return;
    }
    // E46: saved whatever the outcome; the stored form is cleared either way.
    save.mutate(
      { id, body: summaryRequest(draft), written: summary.written },
      {
        onSuccess: () => toast.success(M.updated),
        onError: () => toast.error(M.failed),
        onSettled: () => {
          stored.remove();
          go('success');
        },
      },
    );
  };

  return (
    <Paper withBorder p={{ base: 'sm', sm: 'lg' }} data-testid={TestId.notesStep}>
      <Stack gap="lg">
        <Stepper active={index} size="sm" allowNextStepsSelect={false}>
          {STEP_LABELS.map((label) => (
            <Stepper.Step key={label} label={label} />
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

function NotesDone({ encounterId }: { encounterId: number }) {
  return (
    <Paper withBorder p="lg" data-testid={TestId.notesSuccess}>
      <Stack gap="md">
        <Text fw={600}>The encounter summary is saved.</Text>
        <Group>
          <Button component={Link} to={Paths.home}>
            Go to dashboard
          </Button>
          <Button
            variant="light"
            component="a"
            href={pathTo.printSummary(encounterId)}
            target="_blank"
            data-testid={TestId.summaryPrint}
          >
            Print summary
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}
