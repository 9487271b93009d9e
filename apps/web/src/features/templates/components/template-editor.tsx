import { Button, Checkbox, Group, Stack, TextInput } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { useState } from 'react';
import { TextLimit } from '@clinicall/shared/constants';
import { TemplateMessages as M, type Template } from '@clinicall/shared/notes/templates';
import { TestId } from '@clinicall/shared/test-ids';
import { toast } from '../../../components/ui/toast';
import { useSaveTemplate } from '../api/save-template';
import {
  blankQuestion,
  canAddQuestion,
  draftOf,
  emptyTemplate,
  templateRequest,
  validate,
  type TemplateDraft,
  type TemplateErrors,
} from '../template-form';
import { QuestionEditor } from './question-editor';
import { CountedTextarea } from '../../../components/ui/counted-textarea';

interface TemplateEditorProps {
  /** The template edited; a new one when absent. */
  template: Template | null;
  onSaved: (template: Template) => void;
}

/** E28–E36: name, description, questions ("Add more"), then Submit (new) or Update. */
export function TemplateEditor({ template, onSaved }: TemplateEditorProps) {
  const [draft, setDraft] = useState<TemplateDraft>(() =>
    template ? draftOf(template) : emptyTemplate(),
  );
  const [errors, setErrors] = useState<TemplateErrors>({});
  const save = useSaveTemplate();
  const set = (patch: Partial<TemplateDraft>) => setDraft((d) => ({ ...d, ...patch }));
  // Issue 21: a field's error goes as soon as that field is edited, not at the next Submit.
  const edit = (field: keyof TemplateErrors, patch: Partial<TemplateDraft>) => {
    setErrors(({ [field]: _fixed, ...rest }) => rest);
    set(patch);
  };

  const submit = () => {
    const checked = validate(draft);
    setErrors(checked.errors);
    set({ questions: checked.questions });
    if (!checked.valid) return;
    save.mutate(
      { id: template?.id ?? null, body: templateRequest(draft) },
      {
        onSuccess: (saved) => {
          toast.success(template ? M.updated : M.saved);
          if (!template) setDraft(emptyTemplate());
          onSaved(saved);
        },
        onError: (error) => toast.error(error.message),
      },
    );
  };

  return (
    <Stack gap="md" maw={720}>
      <TextInput
        label="Template name"
        withAsterisk
        value={draft.name}
        maxLength={TextLimit.short}
        error={errors.name}
        onChange={(e) => edit('name', { name: e.currentTarget.value })}
        data-testid={TestId.templateName}
      />
      <CountedTextarea
        max={TextLimit.medium}
        label="Description"
        withAsterisk
        rows={3}
        value={draft.description}
        error={errors.description}
        onChange={(e) => edit('description', { description: e.currentTarget.value })}
        data-testid={TestId.templateDescription}
      />
      <Checkbox
        label="Patients see this questionnaire and fill it in when booking"
        checked={draft.isVisibleToPatient}
        onChange={(e) => set({ isVisibleToPatient: e.currentTarget.checked })}
        data-testid={TestId.templateVisible}
      />
      {draft.questions.map((question, index) => (
        <QuestionEditor
          key={index}
          index={index}
          question={question}
          onChange={(changed) =>
            set({ questions: draft.questions.map((q, i) => (i === index ? changed : q)) })
          }
          onRemove={
            draft.questions.length > 1
              ? () => set({ questions: draft.questions.filter((_, i) => i !== index) })
              : null
          }
        />
      ))}
      <Group justify="space-between" wrap="wrap">
        <Button
          variant="light"
          leftSection={<IconPlus size={16} />}
          disabled={!canAddQuestion(draft)}
          onClick={() => set({ questions: [...draft.questions, blankQuestion()] })}
          data-testid={TestId.templateAddQuestion}
        >
          Add more
        </Button>
        <Button onClick={submit} loading={save.isPending} data-testid={TestId.templateSubmit}>
          {template ? 'Update' : 'Submit'}
        </Button>
      </Group>
    </Stack>
  );
}
