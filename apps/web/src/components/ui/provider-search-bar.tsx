import { Group, Switch, TextInput } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconSearch, IconStethoscope } from '@tabler/icons-react';
import { useState } from 'react';
import { DEBOUNCE_MS } from '@clinicall/shared/constants';
import type { TestId } from '@clinicall/shared/test-ids';

/** The search schema's bound (`ProviderSearchQuerySchema`): longer text would only be refused. */
const MAX_SEARCH = 100;
const field = { flex: '1 1 220px', maxWidth: 360 } as const;

type SearchText = { keyword: string; specialty: string };
const fields = [
  {
    part: 'keyword',
    label: 'Search providers',
    placeholder: 'Name, e-mail or practice',
    Icon: IconSearch,
  },
  { part: 'specialty', label: 'Specialty', placeholder: 'e.g. Psychiatry', Icon: IconStethoscope },
] as const;

/**
 * What F95's and F102's searches share: the keyword and specialty as typed, and trimmed as the
 * search uses them once typing pauses (H8), and "Only My Clinic".
 */
export function useProviderSearch() {
  const [typed, setTyped] = useState<SearchText>({ keyword: '', specialty: '' });
  const [keyword] = useDebouncedValue(typed.keyword.trim(), DEBOUNCE_MS);
  const [specialty] = useDebouncedValue(typed.specialty.trim(), DEBOUNCE_MS);
  const [onlyMyClinic, setOnlyMyClinic] = useState(false);
  return { typed, setTyped, setOnlyMyClinic, filters: { keyword, specialty, onlyMyClinic } };
}

interface FilterSwitch {
  label: string;
  checked: boolean;
  onChange: (checked: boolean) => void;
  testId: TestId;
}

interface ProviderSearchBarProps {
  search: ReturnType<typeof useProviderSearch>;
  testIds: Record<keyof SearchText | 'onlyMyClinic', TestId>;
  /** The page's own filter: F95's "Only My Connections" or F102's "Only Non-Connections". */
  connections: FilterSwitch;
}

/** F95, F102: a provider search by keyword and specialty, with "Only My Clinic" and the page's filter. */
export function ProviderSearchBar({ search, testIds, connections }: ProviderSearchBarProps) {
  const type = (part: keyof SearchText, value: string) =>
    search.setTyped((typed) => ({ ...typed, [part]: value }));
  return (
    <>
      <Group align="flex-end" gap="md" wrap="wrap">
        {fields.map(({ part, label, placeholder, Icon }) => (
          <TextInput
            key={part}
            label={label}
            placeholder={placeholder}
            leftSection={<Icon size={16} aria-hidden />}
            maxLength={MAX_SEARCH}
            value={search.typed[part]}
            onChange={(event) => type(part, event.currentTarget.value)}
            style={field}
            data-testid={testIds[part]}
          />
        ))}
      </Group>
      <Group gap="lg" wrap="wrap">
        <Switch
          label="Only My Clinic"
          checked={search.filters.onlyMyClinic}
          onChange={(event) => search.setOnlyMyClinic(event.currentTarget.checked)}
          data-testid={testIds.onlyMyClinic}
        />
        <Switch
          label={connections.label}
          checked={connections.checked}
          onChange={(event) => connections.onChange(event.currentTarget.checked)}
          data-testid={connections.testId}
        />
      </Group>
    </>
  );
}
