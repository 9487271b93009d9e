import {
  Alert,
  Button,
  Checkbox,
  Group,
  Modal,
  NumberInput,
  Select,
  Stack,
  TextInput,
} from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import { TextLimit } from '@clinicall/shared/constants';
import { DURATIONS, VideoTypeRules } from '@clinicall/shared/scheduling/constants';
import {
  VideoEncounterTypeInputSchema,
  type VideoEncounterTypeInput,
} from '@clinicall/shared/scheduling/offerings';
import { TestId } from '@clinicall/shared/test-ids';
import { useMyTemplates } from '../../templates';
import { CountedTextarea } from '../../../components/ui/counted-textarea';

interface VideoTypeForm {
  encounterName: string;
  description: string;
  duration: string;
  price: number | string;
  allowAppointmentTemplate: boolean;
  /** The chosen template's id as the select holds it (the request's templateId is a number). */
  templateChoice: string | null;
  requireAttachment: boolean;
}

const durationOptions = DURATIONS.map((minutes) => ({
  value: String(minutes),
  label: `${minutes} minutes`,
}));

function formValues(type: VideoEncounterTypeInput | null): VideoTypeForm {
  return {
    encounterName: type?.encounterName ?? '',
    description: type?.description ?? '',
    duration: String(Number(type?.duration ?? VideoTypeRules.defaultDuration)),
    price: type?.price ?? VideoTypeRules.defaultPrice,
    allowAppointmentTemplate: type?.allowAppointmentTemplate ?? false,
    templateChoice: type?.templateId == null ? null : String(type.templateId),
    requireAttachment: type?.requireAttachment ?? false,
  };
}

interface VideoTypeDialogProps {
  /** The type being edited, or null for a new one. */
  editing: VideoEncounterTypeInput | null;
  opened: boolean;
  saving: boolean;
  /** The refusal to show (C12, C13), or null. */
  error: string | null;
  onSave: (type: VideoEncounterTypeInput) => void;
  onClose: () => void;
}

/** C8–C10: the video encounter types dialog. */
export function VideoTypeDialog({ editing, ...props }: VideoTypeDialogProps) {
  return (
    <Modal
      opened={props.opened}
      onClose={props.onClose}
      title={editing === null ? 'New video encounter type' : 'Edit video encounter type'}
      centered
    >
      {/* Keyed so each opening starts from the edited type's values. */}
      <VideoTypeFields key={editing?.id ?? 'new'} editing={editing} {...props} />
    </Modal>
  );
}

function VideoTypeFields({ editing, saving, error, onSave, onClose }: VideoTypeDialogProps) {
  const form = useForm<VideoTypeForm>({
    initialValues: formValues(editing),
    validate: schemaResolver(VideoEncounterTypeInputSchema, { sync: true }),
  });
  // Read only once templates are asked for: most types have none.
  const templates = useMyTemplates(form.values.allowAppointmentTemplate);
  const submit = form.onSubmit((values) =>
    onSave({
      ...VideoEncounterTypeInputSchema.parse(values),
      ...(editing?.id === undefined ? {} : { id: editing.id }),
      // C49: the template drives the booking form step; without "allow" the type has none.
      templateId:
        values.allowAppointmentTemplate && values.templateChoice !== null
          ? Number(values.templateChoice)
          : null,
    }),
  );
  return (
    <form onSubmit={submit} noValidate data-testid={TestId.videoTypeDialog}>
      <Stack gap="sm">
        <TextInput
          label="Name"
          withAsterisk
          maxLength={TextLimit.short}
          {...form.getInputProps('encounterName')}
        />
        <CountedTextarea
          max={TextLimit.medium}
          label="Description"
          withAsterisk
          rows={3}
          {...form.getInputProps('description')}
        />
        <Select
          label="Duration"
          withAsterisk
          data={durationOptions}
          allowDeselect={false}
          {...form.getInputProps('duration')}
        />
        <NumberInput
          label="Price (USD)"
          min={0}
          decimalScale={2}
          prefix="$"
          {...form.getInputProps('price')}
        />
        <Checkbox
          label="Allow appointment template"
          {...form.getInputProps('allowAppointmentTemplate', { type: 'checkbox' })}
        />
        {form.values.allowAppointmentTemplate && (templates.data?.length ?? 0) > 0 && (
          <Select
            label="Template"
            placeholder="Choose the questionnaire patients fill in"
            data={(templates.data ?? []).map((t) => ({ value: String(t.id), label: t.name }))}
            {...form.getInputProps('templateChoice')}
            data-testid={TestId.videoTypeTemplate}
          />
        )}
        <Checkbox
          label="Require attachment"
          {...form.getInputProps('requireAttachment', { type: 'checkbox' })}
        />
        {error !== null && (
          <Alert color="red" variant="light" data-testid={TestId.videoTypeError}>
            {error}
          </Alert>
        )}
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            Cancel
          </Button>
          <Button type="submit" loading={saving} data-testid={TestId.videoTypeSave}>
            Save
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
