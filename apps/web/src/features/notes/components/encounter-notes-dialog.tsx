import { Modal } from '@mantine/core';
import { TestId } from '@clinicall/shared/test-ids';
import { EncounterNotes } from './encounter-notes';

interface EncounterNotesDialogProps {
  encounterId: number | null;
  onClose: () => void;
}

/** E47: the encounter summary dialog on its own, for screens that list encounters by id. */
export function EncounterNotesDialog({ encounterId, onClose }: EncounterNotesDialogProps) {
  return (
    <Modal
      opened={encounterId !== null}
      onClose={onClose}
      title="Encounter summary"
      centered
      data-testid={TestId.summaryDialog}
    >
      {encounterId !== null && <EncounterNotes encounterId={encounterId} />}
    </Modal>
  );
}
