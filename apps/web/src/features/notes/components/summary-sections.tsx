import { Stack, Text } from '@mantine/core';
import type { EncounterQuestionnaireItem } from '@clinicall/shared/notes/questionnaires';
import { SummaryMessages as M, type EncounterSummary } from '@clinicall/shared/notes/summaries';
import { parseAnswers, parseQuestions } from '@clinicall/shared/notes/templates';
import { TestId } from '@clinicall/shared/test-ids';

export function Field({ label, value }: { label: string; value: string | null | undefined }) {
  return (
    <Stack gap={0}>
      <Text size="xs" c="dimmed" tt="uppercase" fw={600}>
        {label}
      </Text>
      <Text size="sm" style={{ whiteSpace: 'pre-wrap' }}>
        {value === null || value === undefined || value.trim() === '' ? '—' : value}
      </Text>
    </Stack>
  );
}

const codes = (list: string[]) => list.filter((c) => c !== '').join(', ');

/** E50, E53: the note's sections; "No data provided." where there is no chief complaint. */
export function SummarySections({ summary }: { summary: EncounterSummary }) {
  return (
    <Stack gap="sm">
      {summary.chiefComplaint === null ? (
        <Text c="dimmed" data-testid={TestId.summaryNoData}>
          {M.noData}
        </Text>
      ) : (
        <Field label="Chief complaint" value={summary.chiefComplaint} />
      )}
      <Field label="Subjective evaluation" value={summary.subjetiveEvaluation} />
      <Field label="Objective evaluation (vitals)" value={summary.objectiveEvaluation} />
      <Field label="Plan of treatment" value={summary.planOfTreatment} />
      <Field label="Diagnosis" value={summary.diagnosisDescription} />
      <Field label="Diagnosis codes" value={codes(summary.diagnosisCodes)} />
      <Field label="CPT description" value={summary.cptDescription} />
      <Field label="CPT codes" value={codes(summary.cptCodes)} />
    </Stack>
  );
}

/** E53: a questionnaire's questions with their answers (a checkbox reads Yes or No). */
export function QuestionnaireAnswers({ item }: { item: EncounterQuestionnaireItem }) {
  const answers = parseAnswers(item.questionnaireFormDataJson);
  return (
    <Stack gap="xs">
      <Text fw={600} size="sm">
        {item.templateName ?? 'Questionnaire'}
      </Text>
      {parseQuestions(item.questionnaireFormJson).map((q, index) => {
        const answer = answers[String(index)];
        const shown =
          q.type === 'checkbox'
            ? answer === true
              ? 'Yes'
              : 'No'
            : typeof answer === 'string'
              ? answer
              : '';
        return <Field key={`${index}-${q.label}`} label={q.label} value={shown} />;
      })}
    </Stack>
  );
}
