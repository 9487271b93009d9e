import { Checkbox, Select, Stack, TextInput } from '@mantine/core';
import { TextLimit } from '@clinicall/shared/constants';
import type { Answers, Question } from '@clinicall/shared/notes/templates';
import { TestId } from '@clinicall/shared/test-ids';

interface QuestionnaireFieldsProps {
  questions: readonly Question[];
  answers: Answers;
  onChange: (answers: Answers) => void;
}

/** A template's questions as fields to answer (E29: input, checkbox, dropdown); by index. */
export function QuestionnaireFields({ questions, answers, onChange }: QuestionnaireFieldsProps) {
  const set = (index: number, value: string | boolean) =>
    onChange({ ...answers, [String(index)]: value });
  return (
    <Stack gap="sm">
      {questions.map((q, index) => {
        const answer = answers[String(index)];
        const key = `${index}-${q.label}`;
        switch (q.type) {
          case 'checkbox':
            return (
              <Checkbox
                key={key}
                label={q.label}
                checked={answer === true}
                onChange={(e) => set(index, e.currentTarget.checked)}
                data-testid={TestId.bookingFormAnswer}
              />
            );
          case 'dropdown':
            return (
              <Select
                key={key}
                label={q.label}
                withAsterisk
                data={q.options}
                value={typeof answer === 'string' ? answer : null}
                onChange={(value) => set(index, value ?? '')}
                data-testid={TestId.bookingFormAnswer}
              />
            );
          case 'input':
            return (
              <TextInput
                key={key}
                label={q.label}
                withAsterisk
                maxLength={TextLimit.normal}
                value={typeof answer === 'string' ? answer : ''}
                onChange={(e) => set(index, e.currentTarget.value)}
                data-testid={TestId.bookingFormAnswer}
              />
            );
        }
      })}
    </Stack>
  );
}
