import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { useEffect, useRef } from 'react';
import { TestId } from '@clinicall/shared/test-ids';
import { TimeZoneMessages } from '@clinicall/shared/time-zone';
import { toast } from '../../../components/ui/toast';
import { browserZone, zoneCity, zoneLabel } from '../../../lib/zoned-time';
import { useCurrentAccount } from '../../identity';
import { useChangeTimeZone } from '../api/change-time-zone';
import { useZoneQuestion } from '../hooks/use-zone-question';

/**
 * An account with no zone yet (a first single sign-on) takes the browser's, as a first password
 * sign-in does on the server; the user can change it afterwards like any other.
 */
function useFirstZone() {
  const account = useCurrentAccount();
  const change = useChangeTimeZone();
  const sent = useRef(false);
  const missing = account.timeZone === null && account.actingAssistant === null;
  useEffect(() => {
    if (!missing || sent.current) return;
    sent.current = true;
    change.mutate(browserZone());
  }, [missing, change]);
}

/**
 * "Your computer is set to Berlin time; your account uses Chicago time. Switch to Berlin?" Asked
 * once per browser-zone change; keeping the account's zone is the default, nothing switches alone.
 */
export function ZonePrompt() {
  useFirstZone();
  const { due, browser, accountZone, answered } = useZoneQuestion();
  const change = useChangeTimeZone();
  if (!due || accountZone === null) return null;
  const here = zoneCity(browser);
  const kept = zoneCity(accountZone);

  const switchZone = () =>
    change.mutate(browser, {
      onSuccess: () => {
        answered();
        toast.success(TimeZoneMessages.changed(zoneLabel(browser)));
      },
      onError: (error) => toast.error(error.message),
    });

  return (
    <Modal opened onClose={answered} title="Which time zone?" centered closeOnClickOutside={false}>
      <Stack gap="md" data-testid={TestId.zonePrompt}>
        <Text size="sm">
          Your computer is set to {here} time; your account uses {kept} time (
          {zoneLabel(accountZone)}). Switch to {here}?
        </Text>
        <Text size="xs" c="dimmed">
          Appointments keep their real times; only the clock they are shown on changes.
        </Text>
        <Group justify="flex-end">
          <Button variant="default" onClick={answered} data-testid={TestId.zonePromptKeep}>
            Keep {kept}
          </Button>
          <Button
            onClick={switchZone}
            loading={change.isPending}
            data-testid={TestId.zonePromptSwitch}
          >
            Switch to {here}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
