import { Stack, TagsInput, Text, Title } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import { uniqueItems } from '@clinicall/shared/people/provider-profile';
import {
  OfficesFormSchema,
  isBlankPlace,
  type OfficesForm,
} from '@clinicall/shared/signup/provider-forms';
import { TestId } from '@clinicall/shared/test-ids';
import { PlaceBoxes } from './place-boxes';
import { WizardButtons } from './wizard-buttons';

interface OfficesStepProps {
  initial: OfficesForm;
  onBack: () => void;
  onNext: (values: OfficesForm) => void;
}

/** F124: Office Locations (at least one box) and Insurance (a free list). */
export function OfficesStep({ initial, onBack, onNext }: OfficesStepProps) {
  const form = useForm<OfficesForm>({
    initialValues: initial,
    validate: schemaResolver(OfficesFormSchema, { sync: true }),
  });
  return (
    <form onSubmit={form.onSubmit(onNext)} noValidate data-testid={TestId.signupStep}>
      <Stack gap="md">
        <Title order={2} fz="h4">
          Office Locations
        </Title>
        <PlaceBoxes
          places={form.values.offices}
          noun="Office"
          inputProps={(index, key) => form.getInputProps(`offices.${index}.${key}`)}
          // Shown until an office is typed in (the list's error is not any one field's).
          listError={form.values.offices.some((p) => !isBlankPlace(p)) ? null : form.errors.offices}
          onAdd={() => form.insertListItem('offices', { name: '', address: '' })}
          onRemove={(index) => form.removeListItem('offices', index)}
        />
        <Title order={2} fz="h4">
          Insurance
        </Title>
        <TagsInput
          label="Accepted insurances"
          description="Press Enter after each one."
          data-testid={TestId.signupInsurances}
          value={form.values.insurances}
          onChange={(value) => form.setFieldValue('insurances', uniqueItems(value))}
        />
        <Text size="xs" c="dimmed">
          You can change all of this later from your profile.
        </Text>
        <WizardButtons onBack={onBack} />
      </Stack>
    </form>
  );
}
