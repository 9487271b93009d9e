import { Alert, Button, Group, Select, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import { useState } from 'react';
import { InviteMessages } from '@clinicall/shared/invitations/messages';
import { maskUsDate, maskUsPhone } from '@clinicall/shared/invitations/masks';
import { EHR_ID_INVITE_MAX, EMAIL_MAX, NAME_MAX } from '@clinicall/shared/invitations/rules';
import {
  PatientInviteFormSchema,
  type PatientInviteForm,
  type PatientInviteRequest,
} from '@clinicall/shared/invitations/schemas';
import { TestId } from '@clinicall/shared/test-ids';
import { isApiError } from '../../../lib/api-error';
import { useInvitePatient } from '../api/patient-invite';

const genders = [
  { value: 'male', label: 'Male' },
  { value: 'female', label: 'Female' },
];

const emptyForm: PatientInviteForm = {
  firstName: '',
  lastName: '',
  email: '',
  // F68: required, defaults to the first option.
  gender: 'male',
  dateOfBirth: '',
  telephoneNumber: '',
  patientEMRID: '',
};

interface InviteFormProps {
  onInvited: (outcome: 'invited' | 'familyMember') => void;
}

/** F66–F72: level 0 of the invite dialog; an e-mail in use asks to add a family member. */
export function InviteForm({ onInvited }: InviteFormProps) {
  const invite = useInvitePatient();
  const [familyPrompt, setFamilyPrompt] = useState<PatientInviteRequest | null>(null);
  const [error, setError] = useState<string | null>(null);
  const form = useForm<PatientInviteForm>({
    initialValues: emptyForm,
    validate: schemaResolver(PatientInviteFormSchema, { sync: true }),
  });

  const send = (body: PatientInviteRequest) => {
    setError(null);
    invite.mutate(body, {
      onSuccess: (answer) =>
        onInvited(answer.outcome === 'familyMember' ? 'familyMember' : 'invited'),
      onError: (failure) => {
        if (isApiError(failure) && failure.code === 'INVITE_EMAIL_IS_PATIENT') {
          setFamilyPrompt({ ...body, asFamilyMember: true });
          return;
        }
        setError(isApiError(failure) ? failure.message : InviteMessages.emailInvalid);
      },
    });
  };

  const submit = form.onSubmit((values) => {
    const parsed = PatientInviteFormSchema.parse(values);
    send({
      ...parsed,
      telephoneNumber: parsed.telephoneNumber,
      patientEMRID: parsed.patientEMRID || undefined,
    });
  });

  if (familyPrompt) {
    return (
      <Stack data-testid={TestId.inviteFamilyPrompt}>
        <Alert color="yellow">{InviteMessages.emailInUse}</Alert>
        <Group justify="flex-end">
          <Button variant="default" onClick={() => setFamilyPrompt(null)}>
            Cancel
          </Button>
          <Button loading={invite.isPending} onClick={() => send(familyPrompt)}>
            Add family member
          </Button>
        </Group>
      </Stack>
    );
  }

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="sm">
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <TextInput
            label="First name"
            withAsterisk
            maxLength={NAME_MAX}
            data-testid={TestId.inviteFirstName}
            {...form.getInputProps('firstName')}
          />
          <TextInput
            label="Last name"
            withAsterisk
            maxLength={NAME_MAX}
            data-testid={TestId.inviteLastName}
            {...form.getInputProps('lastName')}
          />
        </SimpleGrid>
        <TextInput
          label="Email"
          type="email"
          withAsterisk
          maxLength={EMAIL_MAX + 1}
          data-testid={TestId.inviteEmail}
          {...form.getInputProps('email')}
        />
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <Select
            label="Gender"
            withAsterisk
            data={genders}
            allowDeselect={false}
            data-testid={TestId.inviteGender}
            {...form.getInputProps('gender')}
          />
          <TextInput
            label="Date of birth"
            placeholder="mm/dd/yyyy"
            withAsterisk
            inputMode="numeric"
            data-testid={TestId.inviteDateOfBirth}
            {...form.getInputProps('dateOfBirth')}
            onChange={(event) =>
              form.setFieldValue('dateOfBirth', maskUsDate(event.currentTarget.value))
            }
          />
        </SimpleGrid>
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <TextInput
            label="Phone (optional)"
            placeholder="(000) 000-0000"
            leftSection="+1"
            inputMode="tel"
            maxLength={14}
            data-testid={TestId.invitePhone}
            {...form.getInputProps('telephoneNumber')}
            onChange={(event) =>
              form.setFieldValue('telephoneNumber', maskUsPhone(event.currentTarget.value))
            }
          />
          <TextInput
            label="EHR id (optional)"
            maxLength={EHR_ID_INVITE_MAX}
            data-testid={TestId.inviteEhrId}
            {...form.getInputProps('patientEMRID')}
          />
        </SimpleGrid>
        {error && (
          <Alert color="red" data-testid={TestId.inviteError}>
            {error}
          </Alert>
        )}
        <Group justify="flex-end">
          <Button type="submit" loading={invite.isPending} data-testid={TestId.inviteSubmit}>
            Send invite
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
