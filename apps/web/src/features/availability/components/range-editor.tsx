import { ActionIcon, Button, Group, Stack, Text, TextInput } from '@mantine/core';
import { IconPlus, IconTrash } from '@tabler/icons-react';
import type { RangeInput, RangeProblem } from '@clinicall/shared/scheduling/availability';
import { MAX_RANGES_PER_DAY } from '@clinicall/shared/scheduling/constants';
import { TestId } from '@clinicall/shared/test-ids';
import { alignToEncounterRange } from '../align-time';

interface RangeEditorProps {
  /** The date the ranges belong to, naming the inputs for screen readers. */
  dayLabel: string;
  ranges: readonly RangeInput[];
  problems: readonly RangeProblem[];
  disabled: boolean;
  onChange: (ranges: RangeInput[]) => void;
  /** C29: the configured encounter range in minutes: the picker's step and alignment. */
  encounterRange: number;
}

/** C19–C21: a day's time ranges, each start and end on the provider's clock; invalid ones in red. */
export function RangeEditor(props: RangeEditorProps) {
  const { dayLabel, ranges, problems, disabled, onChange, encounterRange } = props;
  const stepSeconds = encounterRange * 60;
  const update = (index: number, field: keyof RangeInput, value: string) => {
    const aligned = alignToEncounterRange(value, encounterRange);
    onChange(ranges.map((range, i) => (i === index ? { ...range, [field]: aligned } : range)));
  };
  const problemAt = (index: number, field: keyof RangeInput) =>
    problems.some((p) => p.index === index && p.field === field);

  return (
    <Stack gap="xs">
      {ranges.map((range, index) => {
        const invalid = problems.some((p) => p.index === index);
        const n = index + 1;
        return (
          <Group
            key={index}
            gap="xs"
            wrap="nowrap"
            align="flex-end"
            data-testid={TestId.availabilityRangeRow}
            data-invalid={invalid || undefined}
          >
            <TextInput
              type="time"
              step={stepSeconds}
              label={n === 1 ? 'Start' : undefined}
              aria-label={`${dayLabel}, range ${n} start`}
              value={range.startRange ?? ''}
              onChange={(event) => update(index, 'startRange', event.currentTarget.value)}
              error={problemAt(index, 'startRange') || (invalid && !problemAt(index, 'endRange'))}
              disabled={disabled}
              flex={1}
              data-testid={TestId.availabilityRangeStart}
            />
            <TextInput
              type="time"
              step={stepSeconds}
              label={n === 1 ? 'End' : undefined}
              aria-label={`${dayLabel}, range ${n} end`}
              value={range.endRange ?? ''}
              onChange={(event) => update(index, 'endRange', event.currentTarget.value)}
              error={problemAt(index, 'endRange')}
              disabled={disabled}
              flex={1}
              data-testid={TestId.availabilityRangeEnd}
            />
            <ActionIcon
              variant="subtle"
              color="red.9"
              size="lg"
              aria-label={`Remove range ${n}`}
              onClick={() => onChange(ranges.filter((_, i) => i !== index))}
              disabled={disabled}
              data-testid={TestId.availabilityRangeRemove}
            >
              <IconTrash size={18} aria-hidden />
            </ActionIcon>
          </Group>
        );
      })}
      {problems.map((problem) => (
        <Text
          key={`${problem.index}-${problem.field}`}
          size="sm"
          c="red.8"
          role="alert"
          data-testid={TestId.availabilityRangeError}
        >
          {problem.message}
        </Text>
      ))}
      <Button
        variant="subtle"
        size="xs"
        leftSection={<IconPlus size={16} aria-hidden />}
        onClick={() => onChange([...ranges, { startRange: '', endRange: '' }])}
        disabled={disabled || ranges.length >= MAX_RANGES_PER_DAY}
        data-testid={TestId.availabilityRangeAdd}
        w="fit-content"
      >
        Add time range
      </Button>
    </Stack>
  );
}
