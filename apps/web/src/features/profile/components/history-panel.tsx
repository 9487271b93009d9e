import { Alert, Card, Loader, NavLink, ScrollArea, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { PeopleMessages } from '@clinicall/shared/people/messages';
import { TestId } from '@clinicall/shared/test-ids';
import { formatDateTime } from '../../../lib/zoned-time';
import { useProfileHistory } from '../api/get-profile-history';
import { describeEntry } from '../history-changes';
import { useAccountZone } from '../../identity';

/** F11, F12: the edits of a profile, newest first; one is chosen to show its changes. */
export function HistoryPanel({ patientId, disabled }: { patientId: number; disabled: boolean }) {
  const zone = useAccountZone();
  const history = useProfileHistory(patientId);
  const [selected, setSelected] = useState<number | null>(null);
  const entries = history.data ?? [];
  const chosen = entries.find((entry) => entry.id === selected) ?? null;
  return (
    <Card withBorder radius="md" padding="md" data-testid={TestId.profileHistory}>
      <Title order={2} fz="h4" mb="xs">
        Profile history
      </Title>
      {history.isPending ? (
        <Loader size="sm" />
      ) : history.isError ? (
        <Text c="red" size="sm">
          {history.error.message}
        </Text>
      ) : entries.length === 0 ? (
        <Text c="dimmed" size="sm">
          {PeopleMessages.historyEmpty}
        </Text>
      ) : (
        <Stack gap="sm">
          {disabled && (
            <Text size="xs" c="dimmed">
              The history is unavailable while you are editing.
            </Text>
          )}
          <ScrollArea.Autosize mah={260}>
            {entries.map((entry) => (
              <NavLink
                key={entry.id}
                active={entry.id === selected}
                disabled={disabled}
                label={entry.modifiedBy}
                description={formatDateTime(entry.modificationTime, zone)}
                onClick={() => setSelected(entry.id === selected ? null : entry.id)}
                data-testid={TestId.profileHistoryEntry}
              />
            ))}
          </ScrollArea.Autosize>
          {chosen && (
            <Alert
              variant="light"
              color="blue"
              title={`Changes by ${chosen.modifiedBy}`}
              data-testid={TestId.profileHistoryDiff}
            >
              <Stack gap={4}>
                {describeEntry(chosen).map((line, index) => (
                  <Text key={index} size="sm">
                    {line}
                  </Text>
                ))}
              </Stack>
            </Alert>
          )}
        </Stack>
      )}
    </Card>
  );
}
