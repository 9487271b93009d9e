import { Select, SimpleGrid, TextInput } from '@mantine/core';
import type { GetInputPropsReturnType } from '@mantine/form';
import type { ReactNode } from 'react';
import { maskUsDate, maskUsPhone } from '@clinicall/shared/invitations/masks';
import { EMAIL_MAX, NAME_MAX } from '@clinicall/shared/invitations/rules';
import { SignupMessages } from '@clinicall/shared/signup/messages';
import type { TestId } from '@clinicall/shared/test-ids';

type PersonField =
  'firstName' | 'lastName' | 'email' | 'gender' | 'dateOfBirth' | 'telephoneNumber';

/** What the fields need of a Mantine form holding them (the invite's or a sign-up step's). */
interface PersonForm {
  getInputProps(path: PersonField): GetInputPropsReturnType;
  setFieldValue(path: 'dateOfBirth' | 'telephoneNumber', value: string): void;
}

const genders = [
  { value: 'male', label: 'Male' },
  { value: 'female', label: 'Female' },
];

interface NameFieldsProps {
  form: Pick<PersonForm, 'getInputProps'>;
  testIds: { firstName: TestId; lastName: TestId; email: TestId };
  /** An error of the e-mail beyond the form's own (the asynchronous in-use check, F113). */
  emailError?: ReactNode;
}

/** First name, last name and e-mail: the invite form and both sign-up overviews. */
export function PersonNameFields({ form, testIds, emailError }: NameFieldsProps) {
  const email = form.getInputProps('email');
  return (
    <>
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <TextInput
          label="First name"
          withAsterisk
          maxLength={NAME_MAX}
          data-testid={testIds.firstName}
          {...form.getInputProps('firstName')}
        />
        <TextInput
          label="Last name"
          withAsterisk
          maxLength={NAME_MAX}
          data-testid={testIds.lastName}
          {...form.getInputProps('lastName')}
        />
      </SimpleGrid>
      <TextInput
        label="Email"
        type="email"
        withAsterisk
        // One more than allowed, so the "too long" message can be seen rather than typing stop.
        maxLength={EMAIL_MAX + 1}
        data-testid={testIds.email}
        {...email}
        error={(email.error as ReactNode) ?? emailError}
      />
    </>
  );
}

interface DetailFieldsProps {
  form: PersonForm;
  testIds: { gender: TestId; dateOfBirth: TestId; telephoneNumber: TestId };
  phoneRequired: boolean;
}

/** Gender, date of birth (typed mm/dd/yyyy, slashes added) and a US phone (+1, masked). */
export function PersonDetailFields({ form, testIds, phoneRequired }: DetailFieldsProps) {
  return (
    <SimpleGrid cols={{ base: 1, sm: 3 }}>
      <Select
        label="Gender"
        withAsterisk
        data={genders}
        allowDeselect={false}
        data-testid={testIds.gender}
        {...form.getInputProps('gender')}
      />
      <TextInput
        label="Date of birth"
        withAsterisk
        placeholder="mm/dd/yyyy"
        description={`Example: ${SignupMessages.dateExample}`}
        // Below the box, so the three boxes of the row stay level.
        inputWrapperOrder={['label', 'input', 'description', 'error']}
        inputMode="numeric"
        data-testid={testIds.dateOfBirth}
        {...form.getInputProps('dateOfBirth')}
        onChange={(event) =>
          form.setFieldValue('dateOfBirth', maskUsDate(event.currentTarget.value))
        }
      />
      <TextInput
        label={phoneRequired ? 'Phone' : 'Phone (optional)'}
        withAsterisk={phoneRequired}
        leftSection="+1"
        placeholder="(000) 000-0000"
        inputMode="tel"
        maxLength={14}
        data-testid={testIds.telephoneNumber}
        {...form.getInputProps('telephoneNumber')}
        onChange={(event) =>
          form.setFieldValue('telephoneNumber', maskUsPhone(event.currentTarget.value))
        }
      />
    </SimpleGrid>
  );
}
