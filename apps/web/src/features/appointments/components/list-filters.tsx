import '@mantine/dates/styles.css';
import { Group, Select, Switch, TextInput } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { DatePickerInput, type DatePickerPreset } from '@mantine/dates';
import { IconCalendar, IconSearch } from '@tabler/icons-react';
import { QuickRanges } from '@clinicall/shared/scheduling/list-messages';
import { TestId } from '@clinicall/shared/test-ids';
import { RANGE_FORMAT, dayOf } from '../../../lib/zoned-time';
import { LIST_SORTS, type ListSort } from '../api/encounter-lists';
import { quickRange, type DayRange } from '../hooks/use-list-filter';

interface ListFiltersProps {
  kind: 'upcoming' | 'past';
  zone: string;
  range: DayRange;
  onRange: (range: DayRange) => void;
  search: string;
  onSearch: (search: string) => void;
  /** C86: only patients sort, by provider name, specialty or start time. */
  sort?: { value: ListSort; onChange: (sort: ListSort) => void };
  /** G4: providers of a clinic with remote monitoring may keep only its monitored patients. */
  rpmOnly?: { value: boolean; onChange: (rpmOnly: boolean) => void };
}

/** C84–C87: date range with quick ranges, keyword search and, for patients, the sort. */
export function ListFilters(props: ListFiltersProps) {
  const today = dayOf(new Date(), props.zone);
  // The calendar beside its quick ranges is wider than a phone: there the calendar opens as a
  // dialog and the quick ranges are a list of their own.
  const phone = useMediaQuery('(max-width: 36em)') ?? false;
  const quickRanges = QuickRanges[props.kind].map((quick) => ({
    label: quick.label,
    value: quickRange(props.kind, quick, today),
  }));
  const presets: DatePickerPreset<'range'>[] = quickRanges;
  return (
    <Group gap="sm" align="flex-end" wrap="wrap">
      <DatePickerInput
        type="range"
        label="Dates"
        valueFormat={RANGE_FORMAT}
        value={props.range}
        presets={phone ? undefined : presets}
        dropdownType={phone ? 'modal' : 'popover'}
        leftSection={<IconCalendar size={18} aria-hidden />}
        onChange={([from, to]) => {
          if (from !== null && to !== null) props.onRange([from, to]);
        }}
        miw={{ base: '100%', sm: 280 }}
        data-testid={TestId.appointmentsRange}
      />
      {phone && (
        <Select
          label="Quick range"
          placeholder="Choose a range"
          value={null}
          data={quickRanges.map((quick) => quick.label)}
          onChange={(label) => {
            const chosen = quickRanges.find((quick) => quick.label === label);
            if (chosen !== undefined) props.onRange(chosen.value);
          }}
          w="100%"
        />
      )}
      <TextInput
        label="Search"
        placeholder="Name, type or reason"
        value={props.search}
        onChange={(event) => props.onSearch(event.currentTarget.value)}
        leftSection={<IconSearch size={18} aria-hidden />}
        style={{ flex: 1 }}
        miw={{ base: '100%', sm: 220 }}
        data-testid={TestId.appointmentsSearch}
      />
      {props.sort !== undefined && (
        <Select
          label="Sort by"
          allowDeselect={false}
          value={props.sort.value}
          onChange={(value) => {
            if (value !== null) props.sort?.onChange(value as ListSort);
          }}
          data={Object.entries(LIST_SORTS).map(([value, { label }]) => ({ value, label }))}
          miw={{ base: '100%', sm: 200 }}
          data-testid={TestId.appointmentsSort}
        />
      )}
      {props.rpmOnly !== undefined && (
        <Switch
          label="RPM patients only"
          checked={props.rpmOnly.value}
          onChange={(event) => props.rpmOnly?.onChange(event.currentTarget.checked)}
          mb={8}
          data-testid={TestId.rpmPatientsFilter}
        />
      )}
    </Group>
  );
}
