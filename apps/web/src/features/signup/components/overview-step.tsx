import { PasswordInput, SimpleGrid, Stack } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import {
  PatientOverviewFormSchema,
  type PatientOverviewForm,
} from '@clinicall/shared/signup/forms';
import { SignupMessages } from '@clinicall/shared/signup/messages';
import { TestId } from '@clinicall/shared/test-ids';
import { PersonDetailFields, PersonNameFields } from '../../../components/ui/person-fields';
import { useTypedEmailInUse } from '../api/email-in-use';
import { WizardButtons } from './wizard-buttons';

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
  const inUse = useTypedEmailInUse(form.values.email, token);

  const submit = form.onSubmit((values) => {
    if (inUse) return;
    onNext(values);
  });

  return (
    <form onSubmit={submit} noValidate data-testid={TestId.signupStep}>
      <Stack gap="sm">
        <PersonNameFields
          form={form}
          emailError={inUse ? SignupMessages.emailInUse : null}
          testIds={{
            firstName: TestId.signupFirstName,
            lastName: TestId.signupLastName,
            email: TestId.signupEmail,
          }}
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
        <PersonDetailFields
          form={form}
          phoneRequired
          testIds={{
            gender: TestId.signupGender,
            dateOfBirth: TestId.signupDateOfBirth,
            telephoneNumber: TestId.signupPhone,
          }}
        />
        <WizardButtons />
      </Stack>
    </form>
  );
}
