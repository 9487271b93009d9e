import { Text } from '@mantine/core';
import { modals } from '@mantine/modals';
import type { ReactNode } from 'react';
import { TestId } from '@clinicall/shared/test-ids';
import { showOverlays } from './overlay-host';

interface ConfirmActionInput {
  title: string;
  message: ReactNode;
  confirmLabel: string;
  onConfirm: () => void;
}

/** H3: the confirm-action dialog, with an explicit label on the confirming button. */
export function confirmAction({
  title,
  message,
  confirmLabel,
  onConfirm,
}: ConfirmActionInput): void {
  void showOverlays().then(() =>
    modals.openConfirmModal({
      title,
      centered: true,
      children: <Text>{message}</Text>,
      labels: { confirm: confirmLabel, cancel: 'Cancel' },
      confirmProps: { 'data-testid': TestId.confirmAccept },
      onConfirm,
    }),
  );
}
