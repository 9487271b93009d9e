import { Alert, Button, Group, Stack, TextInput } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import { useState } from 'react';
import { InviteMessages } from '@clinicall/shared/invitations/messages';
import { EHR_ID_INVITE_MAX } from '@clinicall/shared/invitations/rules';
import {
  PatientInviteFormSchema,
  type PatientInviteForm,
  type PatientInviteRequest,
  type PatientInviteResponse,
} from '@clinicall/shared/invitations/schemas';
import { TestId } from '@clinicall/shared/test-ids';
import { PersonDetailFields, PersonNameFields } from '../../../components/ui/person-fields';
import { isApiError } from '../../../lib/api-error';
import { useInvitePatient } from '../api/patient-invite';

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
  onInvited: (outcome: PatientInviteResponse['outcome']) => void;
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
      onSuccess: (answer) => onInvited(answer.outcome),
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
        <PersonNameFields
          form={form}
          testIds={{
            firstName: TestId.inviteFirstName,
            lastName: TestId.inviteLastName,
            email: TestId.inviteEmail,
          }}
        />
        <PersonDetailFields
          form={form}
          phoneRequired={false}
          testIds={{
            gender: TestId.inviteGender,
            dateOfBirth: TestId.inviteDateOfBirth,
            telephoneNumber: TestId.invitePhone,
          }}
        />
        <TextInput
          label="EHR id (optional)"
          maxLength={EHR_ID_INVITE_MAX}
          data-testid={TestId.inviteEhrId}
          {...form.getInputProps('patientEMRID')}
        />
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
