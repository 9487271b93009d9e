import { ActionIcon, Button, Group, Paper, Select, Stack, Text, TextInput } from '@mantine/core';
import { IconPlus, IconTrash } from '@tabler/icons-react';
import { TextLimit } from '@clinicall/shared/constants';
import { QUESTION_TYPES, type QuestionType } from '@clinicall/shared/notes/templates';
import { TestId } from '@clinicall/shared/test-ids';
import { chooseType, type DraftQuestion } from '../template-form';

const TYPE_LABEL: Record<QuestionType, string> = {
  input: 'Text input',
  checkbox: 'Checkbox',
  dropdown: 'Dropdown',
};

interface QuestionEditorProps {
  index: number;
  question: DraftQuestion;
  onChange: (question: DraftQuestion) => void;
  onRemove: (() => void) | null;
}

/** One question of a template: its text, its kind (E29) and a dropdown's options. */
export function QuestionEditor({ index, question, onChange, onRemove }: QuestionEditorProps) {
  // Editing an option answers a missing-option error, as typing the question answers its own.
  const setOption = (at: number, value: string) =>
    onChange({
      ...question,
      options: question.options.map((o, i) => (i === at ? value : o)),
      error: null,
    });
  return (
    <Paper withBorder p="sm" data-testid={TestId.templateQuestion}>
      <Stack gap="xs">
        <Group align="flex-end" wrap="wrap" gap="sm">
          <TextInput
            label={`Question ${index + 1}`}
            value={question.label}
            maxLength={TextLimit.normal}
            onChange={(e) => onChange({ ...question, label: e.currentTarget.value, error: null })}
            style={{ flex: '1 1 16rem' }}
            data-testid={TestId.templateQuestionLabel}
          />
          <Select
            label="Type"
            data={QUESTION_TYPES.map((type) => ({ value: type, label: TYPE_LABEL[type] }))}
            value={question.type}
            allowDeselect={false}
            onChange={(value) => value && onChange(chooseType(question, value))}
            w={160}
            data-testid={TestId.templateQuestionType}
          />
          {onRemove && (
            <ActionIcon
              variant="subtle"
              color="red"
              size="lg"
              aria-label={`Remove question ${index + 1}`}
              onClick={onRemove}
            >
              <IconTrash size={18} />
            </ActionIcon>
          )}
        </Group>
        {question.error && (
          <Text c="red.8" size="sm" role="alert">
            {question.error}
          </Text>
        )}
        {question.type === 'dropdown' && (
          <Stack gap={6} pl="md">
            {question.options.map((option, at) => (
              <TextInput
                key={at}
                aria-label={`Option ${at + 1} of question ${index + 1}`}
                placeholder={`Option ${at + 1}`}
                value={option}
                maxLength={TextLimit.normal}
                onChange={(e) => setOption(at, e.currentTarget.value)}
                data-testid={TestId.templateOption}
              />
            ))}
            <Button
              variant="subtle"
              size="compact-sm"
              leftSection={<IconPlus size={14} />}
              onClick={() => onChange({ ...question, options: [...question.options, ''] })}
              style={{ alignSelf: 'flex-start' }}
              data-testid={TestId.templateAddOption}
            >
              Add option
            </Button>
          </Stack>
        )}
      </Stack>
    </Paper>
  );
}
