import { Alert, Button, Group, Text } from '@mantine/core';
import { IconClock } from '@tabler/icons-react';
import { useEffect, useRef } from 'react';
import { TestId } from '@clinicall/shared/test-ids';
import { TimeZoneMessages } from '@clinicall/shared/time-zone';
import { toast } from '../../../components/ui/toast';
import { browserZone, zoneCity, zoneLabel, zoneName } from '../../../lib/zoned-time';
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

  // Inline above the page rather than a modal: the question waits for an answer without
  // blocking the work the user came for, and nothing changes until they choose.
  return (
    <Alert
      variant="light"
      color="blue"
      mb="md"
      icon={<IconClock size={18} aria-hidden />}
      title="Which time zone?"
      withCloseButton
      closeButtonLabel={`Keep ${kept} time`}
      onClose={answered}
      data-testid={TestId.zonePrompt}
    >
      <Text size="sm">
        Your computer is set to {here} time; your account uses {kept} time ({zoneName(accountZone)}
        ). Switch to {here}? Appointments keep their real times; only the clock they are shown on
        changes.
      </Text>
      <Group gap="xs" mt="sm">
        <Button size="xs" variant="default" onClick={answered} data-testid={TestId.zonePromptKeep}>
          Keep {kept}
        </Button>
        <Button
          size="xs"
          onClick={switchZone}
          loading={change.isPending}
          data-testid={TestId.zonePromptSwitch}
        >
          Switch to {here}
        </Button>
      </Group>
    </Alert>
  );
}
