import { ActionIcon, Group, Text, TextInput } from '@mantine/core';
import { IconChevronLeft, IconChevronRight } from '@tabler/icons-react';
import { TestId } from '@clinicall/shared/test-ids';
import { addDays, formatWeek, mondayOf } from '../../../lib/calendar-dates';

interface WeekPickerProps {
  monday: string;
  onChange: (monday: string) => void;
}

/** C16: picks a week, Monday to Sunday; any date chosen opens the week holding it. */
export function WeekPicker({ monday, onChange }: WeekPickerProps) {
  return (
    <Group gap="xs" wrap="wrap">
      <Group gap={4} wrap="nowrap">
        <ActionIcon
          variant="default"
          size="lg"
          aria-label="Previous week"
          onClick={() => onChange(addDays(monday, -7))}
          data-testid={TestId.availabilityPrevWeek}
        >
          <IconChevronLeft size={18} aria-hidden />
        </ActionIcon>
        <Text fw={600} miw={200} ta="center" data-testid={TestId.availabilityWeek}>
          {formatWeek(monday)}
        </Text>
        <ActionIcon
          variant="default"
          size="lg"
          aria-label="Next week"
          onClick={() => onChange(addDays(monday, 7))}
          data-testid={TestId.availabilityNextWeek}
        >
          <IconChevronRight size={18} aria-hidden />
        </ActionIcon>
      </Group>
      <TextInput
        type="date"
        aria-label="Go to the week of a date"
        value={monday}
        onChange={(event) => {
          const date = event.currentTarget.value;
          if (date !== '') onChange(mondayOf(date));
        }}
      />
    </Group>
  );
}
