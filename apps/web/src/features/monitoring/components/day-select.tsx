import { Select } from '@mantine/core';
import { TestId } from '@clinicall/shared/test-ids';
import { formatDisplayDate } from '../../../lib/zoned-time';

/** G15: the date dropdown of a list: the days with readings, newest first, as MM/DD/YYYY. */
export function DaySelect(props: {
  title: string;
  days: string[];
  value: string | null;
  onChange: (day: string) => void;
}) {
  return (
    <Select
      aria-label={`${props.title} date`}
      size="xs"
      w={140}
      allowDeselect={false}
      // The days are calendar days already: noon UTC keeps them on their date in any zone.
      data={props.days.map((day) => ({
        value: day,
        label: formatDisplayDate(`${day}T12:00:00Z`, 'UTC'),
      }))}
      value={props.value}
      onChange={(day) => {
        if (day !== null) props.onChange(day);
      }}
      comboboxProps={{ withinPortal: true }}
      data-testid={TestId.rpmMetricDate}
    />
  );
}
