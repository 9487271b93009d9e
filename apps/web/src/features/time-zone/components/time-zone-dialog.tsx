import { Alert, Button, Group, Modal, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { Role } from '@clinicall/shared/roles';
import { TestId } from '@clinicall/shared/test-ids';
import { TimeZoneMessages } from '@clinicall/shared/time-zone';
import { toast } from '../../../components/ui/toast';
import { browserZone, viewerZone, zoneCity, zoneLabel } from '../../../lib/zoned-time';
import { useCurrentAccount } from '../../identity';
import { useChangeTimeZone } from '../api/change-time-zone';
import { ZoneSelect } from './zone-select';

interface TimeZoneDialogProps {
  opened: boolean;
  onClose: () => void;
}

/** The account's zone: the user's own setting, the one place it changes after the first sign-in. */
export function TimeZoneDialog({ opened, onClose }: TimeZoneDialogProps) {
  const account = useCurrentAccount();
  const current = viewerZone(account.timeZone);
  const [chosen, setChosen] = useState(current);
  const change = useChangeTimeZone();
  const browser = browserZone();

  const close = () => {
    setChosen(current);
    change.reset();
    onClose();
  };
  const save = () =>
    change.mutate(chosen, {
      onSuccess: () => {
        toast.success(TimeZoneMessages.changed(zoneLabel(chosen)));
        onClose();
      },
    });

  return (
    <Modal opened={opened} onClose={close} title="Time zone" centered>
      <Stack gap="md" data-testid={TestId.timeZoneDialog}>
        <Text size="sm">
          Every time in Clinicall is shown in this zone, whichever computer you use. It is now{' '}
          <strong>{zoneLabel(current)}</strong>.
        </Text>
        <ZoneSelect
          label="Show times in"
          value={chosen}
          onChange={setChosen}
          testId={TestId.timeZoneSelect}
        />
        {chosen !== browser && (
          <Button variant="subtle" size="compact-sm" onClick={() => setChosen(browser)}>
            Use this computer’s zone ({zoneCity(browser)})
          </Button>
        )}
        {account.roles.includes(Role.provider) && (
          <Text size="sm" c="dimmed">
            Your availability keeps its own practice zone: change that on the Set availability page.
          </Text>
        )}
        {change.isError && (
          <Alert color="red" variant="light">
            {change.error.message}
          </Alert>
        )}
        <Group justify="flex-end">
          <Button variant="default" onClick={close}>
            Cancel
          </Button>
          <Button
            onClick={save}
            loading={change.isPending}
            disabled={chosen === current}
            data-testid={TestId.timeZoneSave}
          >
            Save
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
