import { Alert, Button, Group, Modal, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { TextLimit } from '@clinicall/shared/constants';
import type { Encounter } from '@clinicall/shared/scheduling/encounters';
import { LifecycleMessages } from '@clinicall/shared/scheduling/lifecycle';
import { AppointmentListMessages } from '@clinicall/shared/scheduling/list-messages';
import { TestId } from '@clinicall/shared/test-ids';
import { toast } from '../../../components/ui/toast';
import { useChangeStatus } from '../api/change-status';
import { CountedTextarea } from '../../../components/ui/counted-textarea';

export interface ChangeTarget {
  encounter: Encounter;
  action: 'DECLINED' | 'CANCELLED';
}

interface ChangeAppointmentDialogProps {
  target: ChangeTarget | null;
  onClose: () => void;
}

const wording = {
  DECLINED: { title: 'Decline appointment', submit: 'Decline' },
  CANCELLED: { title: 'Cancel appointment', submit: 'Cancel appointment' },
};

/** C80: declining or cancelling asks for a reason (required, medium length) and posts it. */
export function ChangeAppointmentDialog({ target, onClose }: ChangeAppointmentDialogProps) {
  const [reason, setReason] = useState('');
  const [missing, setMissing] = useState(false);
  const change = useChangeStatus();

  const close = () => {
    setReason('');
    setMissing(false);
    change.reset();
    onClose();
  };

  const submit = () => {
    if (target === null) return;
    if (reason.trim() === '') {
      setMissing(true);
      return;
    }
    change.mutate(
      { id: target.encounter.id, status: target.action, cancelReason: reason.trim() },
      {
        onSuccess: () => {
          toast.success(AppointmentListMessages.statusChanged[target.action]);
          close();
        },
      },
    );
  };

  const words = wording[target?.action ?? 'CANCELLED'];
  return (
    <Modal
      opened={target !== null}
      onClose={close}
      title={words.title}
      centered
      data-testid={TestId.changeAppointmentDialog}
    >
      <Stack gap="md">
        <Text size="sm">Please tell the other party why.</Text>
        <CountedTextarea
          max={TextLimit.medium}
          label="Reason"
          required
          rows={4}
          value={reason}
          onChange={(event) => {
            setReason(event.currentTarget.value);
            setMissing(false);
          }}
          error={missing ? LifecycleMessages.reasonRequired : undefined}
          data-testid={TestId.changeAppointmentReason}
        />
        {change.isError && (
          <Alert color="red" variant="light" role="alert">
            {change.error.message}
          </Alert>
        )}
        <Group justify="flex-end">
          <Button variant="default" onClick={close}>
            Back
          </Button>
          <Button
            color="red"
            onClick={submit}
            loading={change.isPending}
            data-testid={TestId.changeAppointmentSubmit}
          >
            {words.submit}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
