import { Alert, Button, Group, Modal, Stack } from '@mantine/core';
import type { ReactNode } from 'react';
import { TestId } from '@clinicall/shared/test-ids';

interface EditModalFrameProps {
  title: string;
  onClose: () => void;
  onUpdate: () => void;
  saving: boolean;
  /** The error of the whole form, above the fields. */
  formError?: string | undefined;
  /** The form error says the profile changed meanwhile (F19): shown as a warning. */
  stale?: boolean;
  children: ReactNode;
}

/** F18, F48: a profile edit modal's frame: a form error, the fields, then "Cancel" and "Update". */
export function EditModalFrame({
  title,
  onClose,
  onUpdate,
  saving,
  formError,
  stale = false,
  children,
}: EditModalFrameProps) {
  return (
    <Modal opened onClose={onClose} title={title} centered size="lg">
      <Stack gap="md" data-testid={TestId.profileModal}>
        {formError && (
          <Alert
            color={stale ? 'orange' : 'red'}
            variant="light"
            data-testid={stale ? TestId.profileStale : undefined}
          >
            {formError}
          </Alert>
        )}
        {children}
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose} data-testid={TestId.profileCancel}>
            Cancel
          </Button>
          <Button onClick={onUpdate} loading={saving} data-testid={TestId.profileUpdate}>
            Update
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
