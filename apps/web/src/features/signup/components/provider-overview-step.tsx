import { PasswordInput, Select, SimpleGrid, Stack, TagsInput, TextInput } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import { useState } from 'react';
import { uniqueItems } from '@clinicall/shared/people/provider-profile';
import { SignupMessages } from '@clinicall/shared/signup/messages';
import {
  ProviderOverviewFormSchema,
  SPECIALTY_CHOICES,
  type ProviderOverviewForm,
} from '@clinicall/shared/signup/provider-forms';
import { LONG_TEXT_MAX, PASSWORD_SIGNUP_MAX } from '@clinicall/shared/signup/schemas';
import { TestId } from '@clinicall/shared/test-ids';
import { PersonNameFields } from '../../../components/ui/person-fields';
import { useTypedEmailInUse } from '../api/email-in-use';
import { PhotoPicker } from './photo-picker';
import { WizardButtons } from './wizard-buttons';
import { CountedTextarea } from '../../../components/ui/counted-textarea';

interface ProviderOverviewStepProps {
  initial: ProviderOverviewForm;
  photo: File | null;
  token: string;
  onNext: (values: ProviderOverviewForm, photo: File | null) => void;
}

/**
 * F118–F123: the provider's account, photo, overview, specialties and languages. F119: nothing is
 * flagged until Continue has been pressed once, the e-mail check (F121) included.
 */
export function ProviderOverviewStep({ initial, photo, token, onNext }: ProviderOverviewStepProps) {
  const form = useForm<ProviderOverviewForm>({
    initialValues: initial,
    validate: schemaResolver(ProviderOverviewFormSchema, { sync: true }),
  });
  const [chosenPhoto, setChosenPhoto] = useState(photo);
  const [attempted, setAttempted] = useState(false);
  const inUse = useTypedEmailInUse(form.values.email, token);

  const submit = form.onSubmit(
    (values) => {
      setAttempted(true);
      if (!inUse) onNext(values, chosenPhoto);
    },
    () => setAttempted(true),
  );

  return (
    <form onSubmit={submit} noValidate data-testid={TestId.signupStep}>
      <Stack gap="sm">
        <PersonNameFields
          form={form}
          emailError={attempted && inUse ? SignupMessages.emailInUse : null}
          testIds={{
            firstName: TestId.signupFirstName,
            lastName: TestId.signupLastName,
            email: TestId.signupEmail,
          }}
        />
        <TextInput
          label="Alternative email"
          description="You can add alternative e-mails from your profile once signed in."
          disabled
        />
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <PasswordInput
            label="Password"
            withAsterisk
            autoComplete="new-password"
            maxLength={PASSWORD_SIGNUP_MAX}
            data-testid={TestId.signupPassword}
            {...form.getInputProps('password')}
          />
          <PasswordInput
            label="Confirm password"
            withAsterisk
            autoComplete="new-password"
            maxLength={PASSWORD_SIGNUP_MAX}
            data-testid={TestId.signupSecondPassword}
            {...form.getInputProps('secondPassword')}
          />
        </SimpleGrid>
        <PhotoPicker photo={chosenPhoto} onChange={setChosenPhoto} />
        <Select
          label="Primary specialty"
          placeholder="Choose one"
          withAsterisk
          searchable
          data={SPECIALTY_CHOICES}
          data-testid={TestId.signupPrimarySpecialty}
          {...form.getInputProps('primarySpecialty')}
          onChange={(value: string | null) => form.setFieldValue('primarySpecialty', value ?? '')}
        />
        <CountedTextarea
          max={LONG_TEXT_MAX}
          label="Brief overview"
          description="Your practice, experience and approach, as patients will read it."
          withAsterisk
          autosize
          minRows={4}
          maxRows={12}
          maxLength={LONG_TEXT_MAX + 1}
          data-testid={TestId.signupBriefOverview}
          {...form.getInputProps('briefOverview')}
        />
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <TagsInput
            label="Specialties"
            description="Press Enter after each one."
            data-testid={TestId.signupSpecialties}
            value={form.values.specialties}
            onChange={(value) => form.setFieldValue('specialties', uniqueItems(value))}
          />
          <TagsInput
            label="Languages"
            description="Press Enter after each one."
            data-testid={TestId.signupLanguages}
            value={form.values.languages}
            onChange={(value) => form.setFieldValue('languages', uniqueItems(value))}
          />
        </SimpleGrid>
        <WizardButtons />
      </Stack>
    </form>
  );
}
