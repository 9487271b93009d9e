import { PasswordInput, Select, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import { useDebouncedValue } from '@mantine/hooks';
import { DEBOUNCE_MS } from '@clinicall/shared/constants';
import { maskUsDate, maskUsPhone } from '@clinicall/shared/invitations/masks';
import { EMAIL_MAX, NAME_MAX } from '@clinicall/shared/invitations/rules';
import {
  PatientOverviewFormSchema,
  type PatientOverviewForm,
} from '@clinicall/shared/signup/forms';
import { SignupMessages } from '@clinicall/shared/signup/messages';
import { TestId } from '@clinicall/shared/test-ids';
import { useEmailInUse } from '../api/email-in-use';
import { WizardButtons } from './wizard-buttons';

const genders = [
  { value: 'male', label: 'Male' },
  { value: 'female', label: 'Female' },
];

interface OverviewStepProps {
  initial: PatientOverviewForm;
  token: string;
  onNext: (values: PatientOverviewForm) => void;
}

/** F112–F115: the patient's account fields, with the asynchronous e-mail check. */
export function OverviewStep({ initial, token, onNext }: OverviewStepProps) {
  const form = useForm<PatientOverviewForm>({
    initialValues: initial,
    validate: schemaResolver(PatientOverviewFormSchema, { sync: true }),
  });
  // F113: the check follows the typed e-mail, 500 ms after the last key.
  const [email] = useDebouncedValue(form.values.email, DEBOUNCE_MS);
  const inUse = useEmailInUse(email, token).data?.inUse === true;
  const emailError =
    form.errors.email ?? (inUse && email === form.values.email ? SignupMessages.emailInUse : null);

  const submit = form.onSubmit((values) => {
    if (inUse) return;
    onNext(values);
  });

  return (
    <form onSubmit={submit} noValidate data-testid={TestId.signupStep}>
      <Stack gap="sm">
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <TextInput
            label="First name"
            withAsterisk
            maxLength={NAME_MAX}
            data-testid={TestId.signupFirstName}
            {...form.getInputProps('firstName')}
          />
          <TextInput
            label="Last name"
            withAsterisk
            maxLength={NAME_MAX}
            data-testid={TestId.signupLastName}
            {...form.getInputProps('lastName')}
          />
        </SimpleGrid>
        <TextInput
          label="Email"
          type="email"
          withAsterisk
          maxLength={EMAIL_MAX + 1}
          data-testid={TestId.signupEmail}
          {...form.getInputProps('email')}
          error={emailError}
        />
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <PasswordInput
            label="Password"
            withAsterisk
            autoComplete="new-password"
            data-testid={TestId.signupPassword}
            {...form.getInputProps('password')}
          />
          <PasswordInput
            label="Confirm password"
            withAsterisk
            autoComplete="new-password"
            data-testid={TestId.signupSecondPassword}
            {...form.getInputProps('secondPassword')}
          />
        </SimpleGrid>
        <SimpleGrid cols={{ base: 1, sm: 3 }}>
          <Select
            label="Gender"
            withAsterisk
            data={genders}
            data-testid={TestId.signupGender}
            {...form.getInputProps('gender')}
          />
          <TextInput
            label="Phone"
            withAsterisk
            leftSection="+1"
            placeholder="(000) 000-0000"
            inputMode="tel"
            maxLength={14}
            data-testid={TestId.signupPhone}
            {...form.getInputProps('telephoneNumber')}
            onChange={(event) =>
              form.setFieldValue('telephoneNumber', maskUsPhone(event.currentTarget.value))
            }
          />
          <TextInput
            label="Date of birth"
            withAsterisk
            placeholder={SignupMessages.dateExample}
            description={`Example: ${SignupMessages.dateExample}`}
            inputMode="numeric"
            data-testid={TestId.signupDateOfBirth}
            {...form.getInputProps('dateOfBirth')}
            onChange={(event) =>
              form.setFieldValue('dateOfBirth', maskUsDate(event.currentTarget.value))
            }
          />
        </SimpleGrid>
        <WizardButtons />
      </Stack>
    </form>
  );
}
