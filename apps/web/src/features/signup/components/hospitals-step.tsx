import { Stack, Text } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import { HospitalsFormSchema, type HospitalsForm } from '@clinicall/shared/signup/provider-forms';
import { TestId } from '@clinicall/shared/test-ids';
import { PlaceBoxes } from './place-boxes';
import { WizardButtons } from './wizard-buttons';

interface HospitalsStepProps {
  initial: HospitalsForm;
  onBack: () => void;
  onNext: (values: HospitalsForm) => void;
}

/** F125: the hospitals the provider is affiliated with; optional, a blank box counts as none. */
export function HospitalsStep({ initial, onBack, onNext }: HospitalsStepProps) {
  const form = useForm<HospitalsForm>({
    initialValues: initial,
    validate: schemaResolver(HospitalsFormSchema, { sync: true }),
  });
  return (
    <form onSubmit={form.onSubmit(onNext)} noValidate data-testid={TestId.signupStep}>
      <Stack gap="md">
        <Text size="sm" c="dimmed">
          Optional: the hospitals you are affiliated with.
        </Text>
        <PlaceBoxes
          places={form.values.hospitalAffiliations}
          noun="Hospital"
          inputProps={(index, key) => form.getInputProps(`hospitalAffiliations.${index}.${key}`)}
          listError={null}
          onAdd={() => form.insertListItem('hospitalAffiliations', { name: '', address: '' })}
          onRemove={(index) => form.removeListItem('hospitalAffiliations', index)}
        />
        <WizardButtons onBack={onBack} continueLabel="Sign up" />
      </Stack>
    </form>
  );
}
