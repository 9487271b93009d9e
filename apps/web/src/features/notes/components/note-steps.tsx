import { Stack } from '@mantine/core';
import { TextLimit } from '@clinicall/shared/constants';
import { TestId } from '@clinicall/shared/test-ids';
import type { NoteDraft } from '../notes-draft';
import { CodeList } from './code-list';
import { CountedTextarea } from '../../../components/ui/counted-textarea';

interface StepProps {
  draft: NoteDraft;
  onChange: (draft: NoteDraft) => void;
}

const area = (draft: NoteDraft, onChange: StepProps['onChange'], field: keyof NoteDraft) => ({
  value: draft[field] as string,
  rows: 4,
  onChange: (e: React.ChangeEvent<HTMLTextAreaElement>) =>
    onChange({ ...draft, [field]: e.currentTarget.value }),
});

/** E40: subjective evaluation, objective evaluation (vitals) and plan of treatment. */
export function EvaluationStep({ draft, onChange }: StepProps) {
  return (
    <Stack gap="md">
      <CountedTextarea
        max={TextLimit.large}
        label="Subjective evaluation"
        {...area(draft, onChange, 'subjetiveEvaluation')}
        data-testid={TestId.notesSubjective}
      />
      <CountedTextarea
        max={TextLimit.large}
        label="Objective evaluation (vitals)"
        placeholder="Blood pressure, heart rate, temperature, weight…"
        {...area(draft, onChange, 'objectiveEvaluation')}
        data-testid={TestId.notesObjective}
      />
      <CountedTextarea
        max={TextLimit.large}
        label="Plan of treatment"
        {...area(draft, onChange, 'planOfTreatment')}
        data-testid={TestId.notesPlan}
      />
    </Stack>
  );
}

type CodedField = 'diagnosisCodes' | 'cptCodes';

/** A description and its list of up to six codes: the diagnosis and the CPT steps. */
function CodedStep(
  props: StepProps & {
    description: { label: string; field: keyof NoteDraft; testId: string };
    codes: { label: string; field: CodedField };
  },
) {
  const { draft, onChange, description, codes } = props;
  return (
    <Stack gap="md">
      <CountedTextarea
        max={TextLimit.large}
        label={description.label}
        {...area(draft, onChange, description.field)}
        data-testid={description.testId}
      />
      <CodeList
        label={codes.label}
        codes={draft[codes.field]}
        onChange={(next) => onChange({ ...draft, [codes.field]: next })}
      />
    </Stack>
  );
}

/** E41: the diagnosis description and up to six codes. */
export function DiagnosisStep(props: StepProps) {
  return (
    <CodedStep
      {...props}
      description={{
        label: 'Diagnosis description',
        field: 'diagnosisDescription',
        testId: TestId.notesDiagnosisDescription,
      }}
      codes={{ label: 'Diagnosis code', field: 'diagnosisCodes' }}
    />
  );
}

/** E42: the CPT description and up to six codes. */
export function CptStep(props: StepProps) {
  return (
    <CodedStep
      {...props}
      description={{
        label: 'CPT description',
        field: 'cptDescription',
        testId: TestId.notesCptDescription,
      }}
      codes={{ label: 'CPT code', field: 'cptCodes' }}
    />
  );
}
