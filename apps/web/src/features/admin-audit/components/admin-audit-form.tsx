import '@mantine/dates/styles.css';
import { Button, Group, TextInput } from '@mantine/core';
import { DatePickerInput } from '@mantine/dates';
import { IconCalendar, IconDownload, IconSearch } from '@tabler/icons-react';
import { useState, type FormEvent } from 'react';
import { TestId } from '@clinicall/shared/test-ids';
import { RANGE_FORMAT, dayBounds } from '../../../lib/zoned-time';
import type { AdminAuditFilter } from '../api/admin-audit';

type Range = [string | null, string | null];

interface AdminAuditFormProps {
  zone: string;
  onSearch: (filter: AdminAuditFilter) => void;
  onDownload: () => void;
  downloading: boolean;
}

/** Issue 20 point 8: search the admin actions by clinic, actor and days (on the viewer's clock). */
export function AdminAuditForm({ zone, onSearch, onDownload, downloading }: AdminAuditFormProps) {
  const [clinic, setClinic] = useState('');
  const [actor, setActor] = useState('');
  const [range, setRange] = useState<Range>([null, null]);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const [from, to] = range;
    onSearch({
      ...(clinic.trim() ? { clinic: clinic.trim() } : {}),
      ...(actor.trim() ? { actor: actor.trim() } : {}),
      ...(from === null ? {} : dayBounds(from, to ?? from, zone)),
    });
  };
  return (
    <form onSubmit={submit} data-testid={TestId.adminAuditForm} aria-label="Search the admin audit">
      <Group gap="sm" align="flex-end" wrap="wrap">
        <TextInput
          label="Clinic"
          placeholder="Name or id"
          value={clinic}
          onChange={(event) => setClinic(event.currentTarget.value)}
          maxLength={100}
          miw={{ base: '100%', sm: 200 }}
          style={{ flex: 1 }}
        />
        <TextInput
          label="Done by"
          placeholder="Name, e-mail or id"
          value={actor}
          onChange={(event) => setActor(event.currentTarget.value)}
          maxLength={100}
          miw={{ base: '100%', sm: 200 }}
          style={{ flex: 1 }}
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
            data-testid={TestId.adminAuditDownload}
          >
            Download CSV
          </Button>
        </Group>
      </Group>
    </form>
  );
}
