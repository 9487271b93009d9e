import { Button, Code, Group, Stack, Text } from '@mantine/core';
import { modals } from '@mantine/modals';
import { Messages } from '@clinicall/shared/messages';
import { TestId } from '@clinicall/shared/test-ids';
import { showOverlays } from './overlay-host';

const MODAL_ID = 'generic-error';

interface ErrorDialogInput {
  code: string;
  detail: string;
}

/** H2: the generic error dialog. One at a time: a burst of failing calls shows the latest. */
export async function openErrorDialog({ code, detail }: ErrorDialogInput): Promise<void> {
  await showOverlays();
  modals.close(MODAL_ID);
  modals.open({
    modalId: MODAL_ID,
    title: Messages.generic.error,
    centered: true,
    children: (
      <Stack gap="md" data-testid={TestId.errorDialog}>
        <Text>{detail}</Text>
        <Text size="sm" c="dimmed">
          Error code: <Code>{code}</Code>
        </Text>
        <Group justify="flex-end">
          <Button onClick={() => modals.close(MODAL_ID)}>Close</Button>
        </Group>
      </Stack>
    ),
  });
}
