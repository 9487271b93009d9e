import { Alert, Group, Loader, Pagination, Radio, Stack, Text, TextInput } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconSearch } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { DEBOUNCE_MS } from '@clinicall/shared/constants';
import { TestId } from '@clinicall/shared/test-ids';
import { LoadError } from '../../../components/ui/load-error';
import { PhotoAvatar } from '../../../components/ui/photo-avatar';
import type { ChosenPerson } from '../booking-draft';

export interface PersonOption extends ChosenPerson {
  detail: string | null;
  /** The person's `imagePath`, shown beside the name when the list has photos. */
  photo?: string | null;
}

interface PersonPage {
  isPending: boolean;
  isError: boolean;
  error: Error | null;
  refetch: () => unknown;
  data?: { content: PersonOption[]; totalElements: number } | undefined;
}

interface PersonPickerProps {
  label: string;
  pageSize: number;
  /** Reads one page of people for a search. */
  usePage: (search: string, page: number) => PersonPage;
  chosen: ChosenPerson | null;
  onChoose: (person: ChosenPerson) => void;
  emptyText: string;
}

/** C48, C56: a searchable, paged list of people to book with; a lone match is chosen (C36). */
export function PersonPicker({
  label,
  pageSize,
  usePage,
  chosen,
  onChoose,
  emptyText,
}: PersonPickerProps) {
  const [typed, setTyped] = useState('');
  const [search] = useDebouncedValue(typed.trim(), DEBOUNCE_MS);
  const [page, setPage] = useState(0);
  const people = usePage(search, page);
  const content = people.data?.content ?? [];
  const total = people.data?.totalElements ?? 0;

  const [only] = content;
  useEffect(() => {
    if (search === '' && total === 1 && only !== undefined && chosen === null) {
      onChoose({ id: only.id, name: only.name, email: only.email });
    }
  }, [search, total, only, chosen, onChoose]);

  return (
    <Stack gap="sm">
      <TextInput
        label={`Search ${label}`}
        leftSection={<IconSearch size={16} aria-hidden />}
        value={typed}
        onChange={(event) => {
          setTyped(event.currentTarget.value);
          setPage(0);
        }}
        data-testid={TestId.bookingPersonSearch}
      />
      {people.isPending && <Loader size="sm" aria-label={`Loading ${label}`} />}
      {people.isError && people.error !== null && (
        <LoadError
          title={`We could not load the ${label}`}
          error={people.error}
          onRetry={() => void people.refetch()}
        />
      )}
      {people.data !== undefined && content.length === 0 && (
        <Alert variant="light" color="gray">
          {search === '' ? emptyText : `No ${label} match "${search}".`}
        </Alert>
      )}
      {content.length > 0 && (
        <Radio.Group
          label={`Choose one of the ${label}`}
          value={chosen === null ? null : String(chosen.id)}
          onChange={(value) => {
            const person = content.find((p) => String(p.id) === value);
            if (person !== undefined)
              onChoose({ id: person.id, name: person.name, email: person.email });
          }}
        >
          <Stack gap="xs" mt="xs">
            {content.map((person) => (
              <Radio
                key={person.id}
                value={String(person.id)}
                label={
                  person.photo === undefined ? (
                    person.name
                  ) : (
                    <Group gap="xs" wrap="nowrap">
                      <PhotoAvatar
                        path={person.photo}
                        name={person.name}
                        size="sm"
                        radius="xl"
                        aria-hidden
                      />
                      {person.name}
                    </Group>
                  )
                }
                description={person.detail}
                data-testid={TestId.bookingPersonOption}
              />
            ))}
          </Stack>
        </Radio.Group>
      )}
      {total > pageSize && (
        <Pagination
          total={Math.ceil(total / pageSize)}
          value={page + 1}
          onChange={(value) => setPage(value - 1)}
          size="sm"
        />
      )}
      {total > 0 && (
        <Text size="xs" c="dimmed">
          {total} found
        </Text>
      )}
    </Stack>
  );
}
