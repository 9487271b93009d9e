import { SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import { maskUsPhone } from '@clinicall/shared/invitations/masks';
import { NAME_MAX } from '@clinicall/shared/invitations/rules';
import { EmergencyFormSchema, type EmergencyForm } from '@clinicall/shared/signup/forms';
import { TestId } from '@clinicall/shared/test-ids';
import { WizardButtons } from './wizard-buttons';

interface EmergencyStepProps {
  initial: EmergencyForm;
  onBack: () => void;
  onNext: (values: EmergencyForm) => void;
}

/** F111: the optional emergency contact; once started, every field is needed. */
export function EmergencyStep({ initial, onBack, onNext }: EmergencyStepProps) {
  const form = useForm<EmergencyForm>({
    initialValues: initial,
    validate: schemaResolver(EmergencyFormSchema, { sync: true }),
  });
  return (
    <form onSubmit={form.onSubmit(onNext)} noValidate data-testid={TestId.signupStep}>
      <Stack gap="sm">
        <Text size="sm" c="dimmed">
          Optional: who should we call in an emergency?
        </Text>
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <TextInput label="First name" maxLength={NAME_MAX} {...form.getInputProps('firstName')} />
          <TextInput label="Last name" maxLength={NAME_MAX} {...form.getInputProps('lastName')} />
          <TextInput
            label="Phone"
            leftSection="+1"
            placeholder="(000) 000-0000"
            inputMode="tel"
            maxLength={14}
            {...form.getInputProps('telephoneNumber')}
            onChange={(event) =>
              form.setFieldValue('telephoneNumber', maskUsPhone(event.currentTarget.value))
            }
          />
          <TextInput
            label="Relationship"
            maxLength={NAME_MAX}
            {...form.getInputProps('relationship')}
          />
        </SimpleGrid>
        <WizardButtons onBack={onBack} />
      </Stack>
    </form>
  );
}
