import '@mantine/dates/styles.css';
import { Button, Group, TextInput } from '@mantine/core';
import { DatePickerInput } from '@mantine/dates';
import { IconCalendar, IconDownload, IconSearch } from '@tabler/icons-react';
import { useState, type FormEvent, type ReactNode } from 'react';
import type { TestId } from '@clinicall/shared/test-ids';
import { RANGE_FORMAT, dayBounds } from '../../lib/zoned-time';

type Range = [string | null, string | null];

/** The chosen days as instants on the viewer's clock, or nothing when no day is chosen. */
export type DayRange = { from?: string; to?: string };

interface LogSearchFormProps {
  label: string;
  testId: TestId;
  downloadTestId: TestId;
  zone: string;
  /** Called with the chosen days; the log's own filters are read by the caller. */
  onSearch: (days: DayRange) => void;
  onDownload: () => void;
  downloading: boolean;
  /** The log's own filters, before the dates. */
  children: ReactNode;
}

/**
 * The search of an audit log (the clinic admin's access log, the super admin's admin audit): the
 * log's own filters, a range of days on the viewer's clock (the first day's midnight to the day
 * after the last), Search, and the download of what it finds.
 */
export function LogSearchForm(props: LogSearchFormProps) {
  const { label, testId, downloadTestId, zone, onSearch, onDownload, downloading } = props;
  const [range, setRange] = useState<Range>([null, null]);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const [from, to] = range;
    onSearch(from === null ? {} : dayBounds(from, to ?? from, zone));
  };
  return (
    <form onSubmit={submit} data-testid={testId} aria-label={label}>
      <Group gap="sm" align="flex-end" wrap="wrap">
        {props.children}
        <DatePickerInput
          type="range"
          allowSingleDateInRange
          label="Dates"
          placeholder="Any date"
          valueFormat={RANGE_FORMAT}
          value={range}
          onChange={setRange}
          clearable
          leftSection={<IconCalendar size={18} aria-hidden />}
          miw={{ base: '100%', sm: 260 }}
        />
        <Group gap="sm" w={{ base: '100%', sm: 'auto' }} grow preventGrowOverflow={false}>
          <Button type="submit" leftSection={<IconSearch size={18} aria-hidden />}>
            Search
          </Button>
          <Button
            variant="default"
            onClick={onDownload}
            loading={downloading}
            leftSection={<IconDownload size={18} aria-hidden />}
            data-testid={downloadTestId}
          >
            Download CSV
          </Button>
        </Group>
      </Group>
    </form>
  );
}

/** A free-text filter of a log search (a name, an e-mail or an id). */
export function LogFilterInput(props: {
  label: string;
  value: string;
  onChange: (value: string) => void;
  placeholder?: string;
}) {
  return (
    <TextInput
      label={props.label}
      placeholder={props.placeholder ?? 'Name, e-mail or id'}
      value={props.value}
      onChange={(event) => props.onChange(event.currentTarget.value)}
      maxLength={100}
      miw={{ base: '100%', sm: 200 }}
      style={{ flex: 1 }}
    />
  );
}

/** The trimmed value under `name`, or nothing when it is blank. */
export const textFilter = <K extends string>(name: K, value: string) =>
  (value.trim() ? { [name]: value.trim() } : {}) as Partial<Record<K, string>>;
