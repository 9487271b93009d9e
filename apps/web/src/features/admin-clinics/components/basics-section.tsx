import { Select, SimpleGrid, Stack, Switch, TextInput } from '@mantine/core';
import { AdminClinicLimits, CLINIC_TYPES } from '@clinicall/shared/admin-clinic';
import { TestId } from '@clinicall/shared/test-ids';
import type { ClinicForm } from './clinic-form-type';
import { CountedTextarea } from '../../../components/ui/counted-textarea';

/** B9, B16, B17: name, description, type, custom login URL and the active switch. */
export function BasicsSection({ form }: { form: ClinicForm }) {
  const type = form.getValues().clinicType;
  // A saved clinic may carry a type the list no longer offers: keep it choosable.
  const types =
    type && !CLINIC_TYPES.includes(type as never) ? [...CLINIC_TYPES, type] : CLINIC_TYPES;
  return (
    <Stack gap="sm">
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <TextInput
          label="Clinic name"
          withAsterisk
          maxLength={AdminClinicLimits.name}
          data-testid={TestId.clinicName}
          key={form.key('name')}
          {...form.getInputProps('name')}
        />
        <Select
          label="Clinic type"
          withAsterisk
          data={[...types]}
          data-testid={TestId.clinicType}
          key={form.key('clinicType')}
          {...form.getInputProps('clinicType')}
        />
      </SimpleGrid>
      <CountedTextarea
        max={AdminClinicLimits.description}
        label="Description"
        withAsterisk
        autosize
        minRows={2}
        data-testid={TestId.clinicDescription}
        key={form.key('description')}
        {...form.getInputProps('description')}
      />
      <TextInput
        label="Custom login URL"
        description="The clinic's own sign-in page: letters, digits and hyphens, e.g. riverside"
        leftSection={<span aria-hidden>/</span>}
        maxLength={AdminClinicLimits.customUrl.max}
        data-testid={TestId.clinicCustomUrl}
        key={form.key('customUrl')}
        {...form.getInputProps('customUrl')}
      />
      <Switch
        label="Active"
        data-testid={TestId.clinicActive}
        key={form.key('activated')}
        {...form.getInputProps('activated', { type: 'checkbox' })}
      />
    </Stack>
  );
}
