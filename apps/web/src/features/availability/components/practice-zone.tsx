import { Alert, Anchor, Button, Group, List, Modal, Stack, Text } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { useState } from 'react';
import type { TimeTable } from '@clinicall/shared/scheduling/availability';
import { TestId } from '@clinicall/shared/test-ids';
import { TimeZoneMessages } from '@clinicall/shared/time-zone';
import { toast } from '../../../components/ui/toast';
import { zoneCity, zoneLabel, zoneName } from '../../../lib/zoned-time';
import { ZoneSelect } from '../../time-zone';
import { useChangePracticeZone } from '../api/change-practice-zone';
import { zoneMoves } from '../practice-zone-moves';

/** The consequence of a new practice zone, shown before it is saved. */
function ZoneConsequence({ week, to }: { week: TimeTable; to: string }) {
  const moves = zoneMoves(week, week.timeZone, to);
  return (
    <Stack gap={6} data-testid={TestId.practiceZonePreview}>
      <Text size="sm">
        Your hours keep their clock times and are read in {zoneLabel(to)}: patients will see them
        move. Booked appointments keep their times.
      </Text>
      {moves.length === 0 ? (
        <Text size="sm" c="dimmed">
          This week has no hours set, so nothing in it moves.
        </Text>
      ) : (
        <List size="sm" spacing={4}>
          {moves.map((move) => (
            <List.Item key={`${move.date}-${move.hours}`}>
              {move.hours} {zoneCity(to)} time, now {move.landsAt}
            </List.Item>
          ))}
        </List>
      )}
    </Stack>
  );
}

/**
 * "Hours are in America/Chicago (Central Time)": the schedule's own practice zone, which no
 * sign-in or save moves. Changing it is a choice made here, with its consequence shown first.
 */
export function PracticeZone({ week }: { week: TimeTable }) {
  const [opened, dialog] = useDisclosure(false);
  const [chosen, setChosen] = useState(week.timeZone);
  const change = useChangePracticeZone();
  const monday = week.dayRanges[0]?.date ?? '';

  const close = () => {
    setChosen(week.timeZone);
    change.reset();
    dialog.close();
  };
  const save = () =>
    change.mutate(
      { timeZone: chosen, date: monday },
      {
        onSuccess: () => {
          toast.success(TimeZoneMessages.practiceChanged(zoneLabel(chosen)));
          dialog.close();
        },
      },
    );

  return (
    <>
      <Group gap="xs" data-testid={TestId.practiceZone}>
        <Text size="sm" c="dimmed">
          Hours are in {zoneName(week.timeZone)} ({week.timeZone}).
        </Text>
        <Anchor
          component="button"
          type="button"
          size="sm"
          onClick={dialog.open}
          data-testid={TestId.practiceZoneChange}
        >
          Change practice zone
        </Anchor>
      </Group>
      <Modal opened={opened} onClose={close} title="Practice time zone" centered size="lg">
        <Stack gap="md">
          <ZoneSelect
            label="Keep my hours in"
            value={chosen}
            onChange={setChosen}
            testId={TestId.practiceZoneSelect}
          />
          {chosen !== week.timeZone && <ZoneConsequence week={week} to={chosen} />}
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
              disabled={chosen === week.timeZone}
              data-testid={TestId.practiceZoneSave}
            >
              Move my hours to {zoneCity(chosen)}
            </Button>
          </Group>
        </Stack>
      </Modal>
    </>
  );
}
