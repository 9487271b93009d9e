import { Button, Group, MultiSelect, Paper, Stack, Switch, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import {
  AdminClinicLimits,
  AdminClinicMessages as M,
  type ParentClinic,
  type ParentClinicInput,
} from '@clinicall/shared/admin-clinic';
import { TestId } from '@clinicall/shared/test-ids';
import { toast } from '../../../components/ui/toast';
import { useAllClinics } from '../../admin-clinics';
import { CountedTextarea } from '../../../components/ui/counted-textarea';

/** B56, B59, I20: the parent system name, a description with its counter, the switch, the clinics. */
export function ParentForm(props: {
  parent: ParentClinic | null;
  saving: boolean;
  onSave: (input: ParentClinicInput) => void;
  onCancel: () => void;
}) {
  const clinics = useAllClinics();
  const form = useForm({
    initialValues: {
      name: props.parent?.name ?? '',
      description: props.parent?.description ?? '',
      activated: props.parent?.activated ?? true,
      clinicIds: (props.parent?.clinics ?? []).map((c) => String(c.id)),
    },
    validate: {
      name: (value) => (value.trim() ? null : M.required),
      description: (value) =>
        value.length > AdminClinicLimits.parentDescription
          ? `At most ${AdminClinicLimits.parentDescription} characters.`
          : null,
    },
  });
  // The saved clinics stay listed even before (or if) the clinic list loads.
  const options = new Map((props.parent?.clinics ?? []).map((c) => [String(c.id), c.name]));
  for (const clinic of clinics.data ?? []) options.set(String(clinic.id), clinic.name);

  return (
    <form
      noValidate
      data-testid={TestId.parentForm}
      onSubmit={form.onSubmit(
        (values) =>
          props.onSave({
            name: values.name,
            description: values.description.trim() || null,
            activated: values.activated,
            clinicIds: values.clinicIds.map(Number),
          }),
        () => toast.warning(M.formInvalid),
      )}
    >
      <Paper withBorder radius="md" p={{ base: 'sm', sm: 'lg' }}>
        <Stack gap="sm">
          <TextInput
            label="Parent system name"
            withAsterisk
            maxLength={AdminClinicLimits.name}
            data-testid={TestId.parentName}
            {...form.getInputProps('name')}
          />
          <CountedTextarea
            max={AdminClinicLimits.parentDescription}
            label="Description"
            autosize
            minRows={3}
            data-testid={TestId.parentDescription}
            {...form.getInputProps('description')}
          />
          <MultiSelect
            label="Clinics"
            placeholder={clinics.isError ? M.partnersFailed : 'Choose clinics'}
            searchable
            data={[...options].map(([value, label]) => ({ value, label }))}
            data-testid={TestId.parentClinics}
            {...form.getInputProps('clinicIds')}
          />
          <Switch label="Active" {...form.getInputProps('activated', { type: 'checkbox' })} />
          <Group justify="flex-end">
            <Button variant="default" onClick={props.onCancel}>
              Cancel
            </Button>
            <Button type="submit" loading={props.saving} data-testid={TestId.parentSubmit}>
              {props.parent ? 'Save' : 'Add parent account'}
            </Button>
          </Group>
        </Stack>
      </Paper>
    </form>
  );
}
