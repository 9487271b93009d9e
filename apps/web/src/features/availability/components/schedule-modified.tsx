import { Button, Group, Stack, Text } from '@mantine/core';
import { modals } from '@mantine/modals';
import { SchedulingMessages as M } from '@clinicall/shared/scheduling/messages';
import { showOverlays } from '../../../components/ui/overlay-host';

const MODAL_ID = 'schedule-modified';

/** C28: answer code 3 says the recurring week overwrote times already set for later dates. */
export async function showScheduleModified(overwrittenDays: number): Promise<void> {
  await showOverlays();
  modals.open({
    modalId: MODAL_ID,
    title: M.scheduleModified,
    centered: true,
    children: (
      <Stack gap="md">
        <Text>
          This week&apos;s schedule now repeats every following week. Times you had set for{' '}
          {overwrittenDays === 1 ? '1 later day' : `${overwrittenDays} later days`} were replaced.
        </Text>
        <Group justify="flex-end">
          <Button onClick={() => modals.close(MODAL_ID)}>Close</Button>
        </Group>
      </Stack>
    ),
  });
}
