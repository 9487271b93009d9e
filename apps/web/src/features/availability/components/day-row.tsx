import { Accordion, Badge, Button, Group, Stack, Switch, Text } from '@mantine/core';
import { useState } from 'react';
import type { DayRanges, RangeInput } from '@clinicall/shared/scheduling/availability';
import { SchedulingMessages as M } from '@clinicall/shared/scheduling/messages';
import { TestId } from '@clinicall/shared/test-ids';
import { formatDay } from '../../../lib/calendar-dates';
import { draftState, rangesSummary, storedRanges } from '../day-draft';
import { RangeEditor } from './range-editor';

interface DayRowProps {
  day: DayRanges;
  /** Days before today cannot change. */
  past: boolean;
  busy: boolean;
  onSave: (ranges: RangeInput[]) => void;
  onSwitch: (available: boolean) => void;
  /** C29: minutes, from the configs. */
  encounterRange: number;
}

/** C16, C18–C23: one day of the week as an accordion row. */
export function DayRow({ day, past, busy, onSave, onSwitch, encounterRange }: DayRowProps) {
  // Keyed by the stored ranges in the parent, so a saved or reloaded day starts a fresh draft.
  const [draft, setDraft] = useState<RangeInput[]>(() => storedRanges(day));
  const { problems, canSave } = draftState(day, draft);
  const label = formatDay(day.date);
  const summary = rangesSummary(day);

  return (
    <Accordion.Item value={day.date} data-testid={TestId.availabilityDay}>
      <Accordion.Control>
        <Group justify="space-between" wrap="wrap" gap="xs" pr="xs">
          <Text fw={600}>{label}</Text>
          <Group gap="xs" wrap="wrap">
            {!day.available && (
              <Badge color="gray" variant="light">
                Off
              </Badge>
            )}
            <Text
              size="sm"
              c={summary === null ? 'dimmed' : undefined}
              data-testid={TestId.availabilityDayRanges}
            >
              {summary ?? M.noTimesSet}
            </Text>
          </Group>
        </Group>
      </Accordion.Control>
      <Accordion.Panel>
        <Stack gap="sm">
          <Switch
            label="Available on this day"
            checked={day.available}
            onChange={(event) => onSwitch(event.currentTarget.checked)}
            disabled={past || busy}
            data-testid={TestId.availabilityDayToggle}
          />
          {past && (
            <Text size="sm" c="dimmed">
              {M.pastDay}
            </Text>
          )}
          <RangeEditor
            dayLabel={label}
            ranges={draft}
            problems={problems}
            disabled={past || busy}
            onChange={setDraft}
            encounterRange={encounterRange}
          />
          <Group justify="flex-end">
            <Button
              onClick={() => onSave(draft)}
              disabled={!canSave || past}
              loading={busy}
              data-testid={TestId.availabilityDaySave}
            >
              Save
            </Button>
          </Group>
        </Stack>
      </Accordion.Panel>
    </Accordion.Item>
  );
}
