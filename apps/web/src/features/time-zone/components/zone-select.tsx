import { Select } from '@mantine/core';
import { useMemo } from 'react';

/** Every zone this browser knows; the account's own stays listed even if it is an older alias. */
function zoneOptions(keep: string[]) {
  const known = Intl.supportedValuesOf('timeZone');
  const all = [...new Set([...known, ...keep])].sort();
  return all.map((zone) => ({ value: zone, label: zone.replaceAll('_', ' ') }));
}

interface ZoneSelectProps {
  label: string;
  value: string;
  onChange: (zone: string) => void;
  testId: string;
}

/** A searchable list of IANA zones: typing "chicago" or "berlin" finds them. */
export function ZoneSelect({ label, value, onChange, testId }: ZoneSelectProps) {
  const data = useMemo(() => zoneOptions([value]), [value]);
  return (
    <Select
      label={label}
      data={data}
      value={value}
      onChange={(next) => {
        if (next !== null) onChange(next);
      }}
      searchable
      allowDeselect={false}
      limit={50}
      nothingFoundMessage="No time zone by that name"
      comboboxProps={{ withinPortal: true }}
      data-testid={testId}
    />
  );
}
