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
  { part: 'keyword', label: 'Search providers', placeholder: 'Name, e-mail or practice', Icon: IconSearch },
  { part: 'specialty', label: 'Specialty', placeholder: 'e.g. Psychiatry', Icon: IconStethoscope },
] as const;

/** H8: the keyword and specialty as typed, and trimmed as the search uses them once typing pauses. */
export function useProviderSearchText() {
  const [typed, setTyped] = useState<SearchText>({ keyword: '', specialty: '' });
  const [keyword] = useDebouncedValue(typed.keyword.trim(), DEBOUNCE_MS);
  const [specialty] = useDebouncedValue(typed.specialty.trim(), DEBOUNCE_MS);
  return { typed, setTyped, keyword, specialty };
}

export interface FilterSwitch {
  label: string;
  checked: boolean;
  onChange: (checked: boolean) => void;
  testId: TestId;
}

interface ProviderSearchBarProps {
  search: ReturnType<typeof useProviderSearchText>;
  testIds: Record<keyof SearchText, TestId>;
  /** The page's filters ("Only My Clinic" and the connections filter of F95 or F102). */
  switches: readonly FilterSwitch[];
}

/** F95, F102: a provider search by keyword and specialty, with the page's filter switches. */
export function ProviderSearchBar({ search, testIds, switches }: ProviderSearchBarProps) {
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
        {switches.map((filter) => (
          <Switch
            key={filter.testId}
            label={filter.label}
            checked={filter.checked}
            onChange={(event) => filter.onChange(event.currentTarget.checked)}
            data-testid={filter.testId}
          />
        ))}
      </Group>
    </>
  );
}
