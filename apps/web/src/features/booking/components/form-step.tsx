import { Alert, Button, FileInput, Modal, Stack, Text } from '@mantine/core';
import { IconPaperclip } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { Messages } from '@clinicall/shared/messages';
import { BookingFormMessages as M } from '@clinicall/shared/notes/questionnaires';
import { parseQuestions, type Template } from '@clinicall/shared/notes/templates';
import { TestId } from '@clinicall/shared/test-ids';
import { DOCUMENT_ACCEPT } from '../../../lib/file-accept';
import { toast } from '../../../components/ui/toast';
import { patientTemplateQuery, QuestionnaireFields, useMyTemplates } from '../../templates';
import { attachmentsProblem } from '../booking-form';
import type { BookingDraft } from '../booking-draft';

interface FormStepProps {
  draft: BookingDraft;
  onChange: (draft: BookingDraft) => void;
  /** Whose wizard: the provider reads their own templates, a patient the visible one (C58). */
  by: { kind: 'provider' } | { kind: 'patient'; providerId: number };
  files: File[];
  onFiles: (files: File[]) => void;
  error: string | null;
}

/** The template the form step asks, as each side may read it. */
function useStepTemplate(draft: BookingDraft, by: FormStepProps['by']) {
  const mine = useMyTemplates(by.kind === 'provider');
  const theirs = useQuery({
    ...patientTemplateQuery(draft.templateId ?? 0, by.kind === 'patient' ? by.providerId : 0),
    enabled: by.kind === 'patient' && draft.templateId !== null && draft.allowAppointmentTemplate,
  });
  if (by.kind === 'provider') {
    return { ...mine, data: mine.data?.find((t) => t.id === draft.templateId) ?? null };
  }
  return theirs;
}

/** C40–C42, C58: the questionnaire of the chosen video sub-type, and its attachments. */
export function FormStep({ draft, onChange, by, files, onFiles, error }: FormStepProps) {
  const template = useStepTemplate(draft, by);
  const loaded: Template | null = template.data ?? null;

  // The questions asked are kept with the draft, so the booking sends what was answered.
  useEffect(() => {
    if (loaded && draft.questionnaire?.formJson !== loaded.templateEditFormJson) {
      onChange({
        ...draft,
        questionnaire: {
          formJson: loaded.templateEditFormJson,
          displayJson: loaded.templateDisplayFormJson,
          visible: loaded.isVisibleToPatient,
        },
      });
    }
  }, [loaded, draft, onChange]);

  const chooseFiles = (chosen: File[]) => {
    const problem = attachmentsProblem(chosen);
    if (problem) {
      toast.attachmentError(problem);
      return;
    }
    onFiles(chosen);
  };

  const questions = parseQuestions(draft.questionnaire?.formJson);
  const asksQuestions = draft.allowAppointmentTemplate && draft.templateId !== null;
  return (
    <Stack gap="md" data-testid={TestId.bookingFormStep}>
      {asksQuestions && template.isPending && <Text c="dimmed">Loading the questions…</Text>}
      {asksQuestions && !template.isPending && loaded === null && (
        <Text c="dimmed">The provider will go through their questions with you at the visit.</Text>
      )}
      {loaded && (
        <Text size="sm" c="dimmed">
          {loaded.description}
        </Text>
      )}
      {questions.length > 0 && (
        <QuestionnaireFields
          questions={questions}
          answers={draft.answers}
          onChange={(answers) => onChange({ ...draft, answers })}
        />
      )}
      <FileInput
        label={draft.requireAttachment ? 'Attachments (required)' : 'Attachments'}
        placeholder="Choose files"
        multiple
        clearable
        accept={DOCUMENT_ACCEPT}
        leftSection={<IconPaperclip size={16} />}
        value={files}
        onChange={chooseFiles}
        data-testid={TestId.bookingAttachments}
      />
      {error && (
        <Alert color="red" variant="light" role="alert" data-testid={TestId.bookingFormError}>
          {error}
        </Alert>
      )}
    </Stack>
  );
}

/** C42: an incomplete questionnaire opens the "Attention" dialog with the invalid-form text. */
export function AttentionDialog({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  return (
    <Modal opened={opened} onClose={onClose} title={M.attentionTitle} centered>
      <Stack data-testid={TestId.bookingAttention}>
        <Text>{Messages.generic.formInvalid}</Text>
        <Button onClick={onClose} style={{ alignSelf: 'flex-end' }}>
          OK
        </Button>
      </Stack>
    </Modal>
  );
}
