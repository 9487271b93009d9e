import { Stack, Textarea } from '@mantine/core';
import { TextLimit } from '@clinicall/shared/constants';
import { TestId } from '@clinicall/shared/test-ids';
import type { NoteDraft } from '../notes-draft';
import { CodeList } from './code-list';

interface StepProps {
  draft: NoteDraft;
  onChange: (draft: NoteDraft) => void;
}

const area = (draft: NoteDraft, onChange: StepProps['onChange'], field: keyof NoteDraft) => ({
  value: draft[field] as string,
  rows: 4,
  maxLength: TextLimit.large,
  onChange: (e: React.ChangeEvent<HTMLTextAreaElement>) =>
    onChange({ ...draft, [field]: e.currentTarget.value }),
});

/** E40: subjective evaluation, objective evaluation (vitals) and plan of treatment. */
export function EvaluationStep({ draft, onChange }: StepProps) {
  return (
    <Stack gap="md">
      <Textarea
        label="Subjective evaluation"
        {...area(draft, onChange, 'subjetiveEvaluation')}
        data-testid={TestId.notesSubjective}
      />
      <Textarea
        label="Objective evaluation (vitals)"
        placeholder="Blood pressure, heart rate, temperature, weight…"
        {...area(draft, onChange, 'objectiveEvaluation')}
        data-testid={TestId.notesObjective}
      />
      <Textarea
        label="Plan of treatment"
        {...area(draft, onChange, 'planOfTreatment')}
        data-testid={TestId.notesPlan}
      />
    </Stack>
  );
}

/** E41: the diagnosis description and up to six codes. */
export function DiagnosisStep({ draft, onChange }: StepProps) {
  return (
    <Stack gap="md">
      <Textarea
        label="Diagnosis description"
        {...area(draft, onChange, 'diagnosisDescription')}
        data-testid={TestId.notesDiagnosisDescription}
      />
      <CodeList
        label="Diagnosis code"
        codes={draft.diagnosisCodes}
        onChange={(diagnosisCodes) => onChange({ ...draft, diagnosisCodes })}
      />
    </Stack>
  );
}

/** E42: the CPT description and up to six codes. */
export function CptStep({ draft, onChange }: StepProps) {
  return (
    <Stack gap="md">
      <Textarea
        label="CPT description"
        {...area(draft, onChange, 'cptDescription')}
        data-testid={TestId.notesCptDescription}
      />
      <CodeList
        label="CPT code"
        codes={draft.cptCodes}
        onChange={(cptCodes) => onChange({ ...draft, cptCodes })}
      />
    </Stack>
  );
}
