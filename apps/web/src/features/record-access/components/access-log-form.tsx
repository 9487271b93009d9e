import '@mantine/dates/styles.css';
import { Button, Group, Select, TextInput } from '@mantine/core';
import { DatePickerInput } from '@mantine/dates';
import { IconCalendar, IconDownload, IconSearch } from '@tabler/icons-react';
import { useState, type FormEvent } from 'react';
import { KNOWN_READ_KINDS, readKindLabel } from '@clinicall/shared/record-access/messages';
import { TestId } from '@clinicall/shared/test-ids';
import { RANGE_FORMAT, dayBounds } from '../../../lib/zoned-time';
import type { AccessLogFilter } from '../api/access-log';

const kinds = KNOWN_READ_KINDS.map((kind) => ({ value: kind, label: readKindLabel(kind) }));

type Range = [string | null, string | null];

/** The chosen days as instants on the viewer's clock: from the first day's midnight to the day after the last. */
function rangeFilter([from, to]: Range, zone: string): Pick<AccessLogFilter, 'from' | 'to'> {
  if (from === null) return {};
  const bounds = dayBounds(from, to ?? from, zone);
  return { from: bounds.from, to: bounds.to };
}

interface AccessLogFormProps {
  zone: string;
  onSearch: (filter: AccessLogFilter) => void;
  onDownload: () => void;
  downloading: boolean;
}

/** Issue 19 path 5: the clinic admin's search of the access log, and the download of what it finds. */
export function AccessLogForm({ zone, onSearch, onDownload, downloading }: AccessLogFormProps) {
  const [patient, setPatient] = useState('');
  const [reader, setReader] = useState('');
  const [kind, setKind] = useState<string | null>(null);
  const [range, setRange] = useState<Range>([null, null]);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSearch({
      ...(patient.trim() ? { patient: patient.trim() } : {}),
      ...(reader.trim() ? { reader: reader.trim() } : {}),
      ...(kind ? { kind } : {}),
      ...rangeFilter(range, zone),
    });
  };
  return (
    <form onSubmit={submit} data-testid={TestId.accessLogForm} aria-label="Search the access log">
      <Group gap="sm" align="flex-end" wrap="wrap">
        <TextInput
          label="Patient"
          placeholder="Name, e-mail or id"
          value={patient}
          onChange={(event) => setPatient(event.currentTarget.value)}
          maxLength={100}
          miw={{ base: '100%', sm: 200 }}
          style={{ flex: 1 }}
        />
        <TextInput
          label="Read by"
          placeholder="Name, e-mail or id"
          value={reader}
          onChange={(event) => setReader(event.currentTarget.value)}
          maxLength={100}
          miw={{ base: '100%', sm: 200 }}
          style={{ flex: 1 }}
        />
        <Select
          label="What was read"
          placeholder="Anything"
          data={kinds}
          value={kind}
          onChange={setKind}
          clearable
          miw={{ base: '100%', sm: 200 }}
        />
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
            data-testid={TestId.accessLogDownload}
          >
            Download CSV
          </Button>
        </Group>
      </Group>
    </form>
  );
}
