import { Alert, Button, Group, Modal, Stack, TextInput } from '@mantine/core';
import { useState } from 'react';
import type { NewPatient } from '@clinicall/shared/room-access/on-demand';
import { isoFromUsDate } from '@clinicall/shared/room-access/room-links';
import { useCreatePatient } from '../api/on-demand';
import { dateOfBirthError } from '../room-link-form';
import { DateOfBirthInput } from './date-of-birth-input';

interface NewPatientDialogProps {
  opened: boolean;
  onClose: () => void;
  onCreated: (patient: NewPatient) => void;
}

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** C103 "create a new patient": name, e-mail and date of birth; the patient gets a welcome mail. */
export function NewPatientDialog({ opened, onClose, onCreated }: NewPatientDialogProps) {
  const [form, setForm] = useState({ firstName: '', lastName: '', email: '', dateOfBirth: '' });
  const [touched, setTouched] = useState(false);
  const create = useCreatePatient();
  const set = (field: keyof typeof form) => (value: string) =>
    setForm((current) => ({ ...current, [field]: value }));

  const errors = {
    firstName: form.firstName.trim() === '' ? 'Required' : undefined,
    lastName: form.lastName.trim() === '' ? 'Required' : undefined,
    email: EMAIL.test(form.email.trim())
      ? undefined
      : 'Enter a valid e-mail address, like name@example.com.',
    dateOfBirth: dateOfBirthError(form.dateOfBirth) ?? undefined,
  };
  const shown = (message: string | undefined) => (touched ? message : undefined);

  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    setTouched(true);
    if (Object.values(errors).some(Boolean)) return;
    create.mutate(
      // H11: the date typed as MM/DD/YYYY travels as YYYY-MM-DD (checked above, so it converts).
      { ...form, email: form.email.trim(), dateOfBirth: isoFromUsDate(form.dateOfBirth)! },
      {
        onSuccess: (patient) => {
          onCreated(patient);
          setForm({ firstName: '', lastName: '', email: '', dateOfBirth: '' });
          setTouched(false);
          onClose();
        },
      },
    );
  };

  return (
    <Modal opened={opened} onClose={onClose} title="Create a new patient" centered>
      <form onSubmit={submit} noValidate>
        <Stack gap="sm">
          <TextInput
            label="First name"
            value={form.firstName}
            onChange={(e) => set('firstName')(e.currentTarget.value)}
            error={shown(errors.firstName)}
            maxLength={50}
          />
          <TextInput
            label="Last name"
            value={form.lastName}
            onChange={(e) => set('lastName')(e.currentTarget.value)}
            error={shown(errors.lastName)}
            maxLength={50}
          />
          <TextInput
            label="E-mail"
            type="email"
            value={form.email}
            onChange={(e) => set('email')(e.currentTarget.value)}
            error={shown(errors.email)}
            maxLength={100}
          />
          <DateOfBirthInput
            value={form.dateOfBirth}
            onChange={set('dateOfBirth')}
            error={shown(errors.dateOfBirth)}
          />
          {create.isError && (
            <Alert color="red" variant="light" role="alert">
              {create.error.message}
            </Alert>
          )}
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              Cancel
            </Button>
            <Button type="submit" loading={create.isPending}>
              Create and invite
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
