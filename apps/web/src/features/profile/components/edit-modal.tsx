import { Alert, Button, Group, Modal, Stack } from '@mantine/core';
import { useState, type ReactNode } from 'react';
import type { PatientProfileFieldsInput } from '@clinicall/shared/people/patient-profile';
import { TestId } from '@clinicall/shared/test-ids';
import type { FieldErrors, ProfileEditor } from '../hooks/use-profile-editor';

interface EditModalProps {
  title: string;
  editor: ProfileEditor;
  /** The changed fields as the modal holds them now. */
  patch: () => Partial<PatientProfileFieldsInput>;
  onClose: () => void;
  /** A check of the modal's own before anything is sent (a required phone, say). */
  precheck?: () => FieldErrors | null;
  children: (errors: FieldErrors) => ReactNode;
}

/** F18, F19: one edit modal: its fields, "Update" and "Cancel"; closing discards the copy. */
export function EditModal({ title, editor, patch, onClose, precheck, children }: EditModalProps) {
  const [errors, setErrors] = useState<FieldErrors>({});
  const update = async () => {
    const local = precheck?.() ?? null;
    if (local) return setErrors(local);
    const result = await editor.save(patch());
    if (result === null) onClose();
    else setErrors(result);
  };
  return (
    <Modal opened onClose={onClose} title={title} centered size="lg">
      <Stack gap="md" data-testid={TestId.profileModal}>
        {errors.form && (
          <Alert
            color={errors.stale ? 'orange' : 'red'}
            variant="light"
            data-testid={errors.stale ? TestId.profileStale : undefined}
          >
            {errors.form}
          </Alert>
        )}
        {children(errors)}
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose} data-testid={TestId.profileCancel}>
            Cancel
          </Button>
          <Button
            onClick={() => void update()}
            loading={editor.saving}
            data-testid={TestId.profileUpdate}
          >
            Update
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
