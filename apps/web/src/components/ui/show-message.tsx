import { Button, Group, Stack, Text } from '@mantine/core';
import { modals } from '@mantine/modals';
import type { ReactNode } from 'react';
import { TestId } from '@clinicall/shared/test-ids';
import { showOverlays } from './overlay-host';

interface ShowMessageInput {
  title: string;
  message: ReactNode;
  /** Names the modal, so showing the same message again replaces it instead of stacking. */
  id?: string;
}

/** H3: the show-message dialog: a title, a message and Close. */
export async function showMessage({ title, message, id = 'show-message' }: ShowMessageInput) {
  await showOverlays();
  modals.close(id);
  modals.open({
    modalId: id,
    title,
    centered: true,
    children: (
      <Stack gap="md" data-testid={TestId.showMessage}>
        <Text>{message}</Text>
        <Group justify="flex-end">
          <Button onClick={() => modals.close(id)}>Close</Button>
        </Group>
      </Stack>
    ),
  });
}
