import { Modal } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { TestId } from '@clinicall/shared/test-ids';
import { InvitePanel } from './invite-panel';

interface PatientInviteDialogProps {
  opened: boolean;
  onClose: () => void;
}

/** The new-user invite modal (spec 2 §2 "Other dialogs"): the roster's add-new-patient opens it. */
export function PatientInviteDialog({ opened, onClose }: PatientInviteDialogProps) {
  const phone = useMediaQuery('(max-width: 36em)');
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title="Invite patients"
      size="lg"
      fullScreen={phone === true}
      centered
    >
      <div data-testid={TestId.inviteDialog}>
        <InvitePanel onDone={onClose} />
      </div>
    </Modal>
  );
}
