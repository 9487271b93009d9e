import '@mantine/dates/styles.css';
import { Group, Select } from '@mantine/core';
import { DatePickerInput } from '@mantine/dates';
import { useMediaQuery } from '@mantine/hooks';
import { IconCalendar } from '@tabler/icons-react';
import { useState } from 'react';
import { TestId } from '@clinicall/shared/test-ids';
import { RANGE_FORMAT } from '../../../lib/zoned-time';
import { RANGE_TOO_LONG, rangeTooLong, rpmQuickRanges, type DayRange } from '../rpm-range';

interface RpmRangePickerProps {
  today: string;
  range: DayRange;
  onRange: (range: DayRange) => void;
}

/**
 * G7: the days to show, with Last 7 Days, 30 Days, 3 Months and Year, read as MMM D, YYYY. A phone
 * opens the calendar as a dialog and offers the quick ranges as a list of their own (the calendar
 * beside them is wider than the screen).
 */
export function RpmRangePicker({ today, range, onRange }: RpmRangePickerProps) {
  const phone = useMediaQuery('(max-width: 36em)') ?? false;
  const quickRanges = rpmQuickRanges(today);
  const [tooLong, setTooLong] = useState(false);
  const choose = (next: DayRange) => {
    const refused = rangeTooLong(next);
    setTooLong(refused);
    if (!refused) onRange(next);
  };
  return (
    <Group gap="sm" align="flex-end" wrap="wrap" style={{ flex: '1 1 300px' }}>
      <DatePickerInput
        type="range"
        label="Dates"
        valueFormat={RANGE_FORMAT}
        value={range}
        maxDate={today}
        presets={phone ? undefined : quickRanges}
        dropdownType={phone ? 'modal' : 'popover'}
        leftSection={<IconCalendar size={18} aria-hidden />}
        onChange={([from, to]) => {
          if (from !== null && to !== null) choose([from, to]);
        }}
        error={tooLong ? RANGE_TOO_LONG : undefined}
        miw={{ base: '100%', sm: 290 }}
        data-testid={TestId.rpmRange}
      />
      {phone && (
        <Select
          label="Quick range"
          placeholder="Choose a range"
          value={null}
          data={quickRanges.map((quick) => quick.label)}
          onChange={(label) => {
            const chosen = quickRanges.find((quick) => quick.label === label);
            if (chosen !== undefined) choose(chosen.value);
          }}
          w="100%"
          data-testid={TestId.rpmQuickRange}
        />
      )}
    </Group>
  );
}
