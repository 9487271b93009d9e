import {
  Button,
  Checkbox,
  Group,
  Loader,
  Paper,
  Pill,
  Radio,
  ScrollArea,
  Stack,
  Text,
  TextInput,
} from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconSearch } from '@tabler/icons-react';
import { useState } from 'react';
import { DEBOUNCE_MS } from '@clinicall/shared/constants';
import { InMailMessages } from '@clinicall/shared/messaging/messages';
import type { InMailPerson, SubscriberType } from '@clinicall/shared/messaging/topics';
import { TestId } from '@clinicall/shared/test-ids';
import { LoadError } from '../../../components/ui/load-error';
import { useSubscribers } from '../api/get-subscribers';
import { fullName, PersonAvatar } from './person-avatar';

/** E5: the Providers/Patients filter, a search, 15 people a page; the chosen ones as pills. */
export function RecipientPicker({
  chosen,
  onChange,
}: {
  chosen: InMailPerson[];
  onChange: (people: InMailPerson[]) => void;
}) {
  const [type, setType] = useState<SubscriberType>('PATIENT');
  const [search, setSearch] = useState('');
  const [keyword] = useDebouncedValue(search.trim(), DEBOUNCE_MS);
  const people = useSubscribers(type, keyword);
  const rows = people.data?.pages.flatMap((page) => page.content) ?? [];
  const isChosen = (p: InMailPerson) => chosen.some((c) => c.id === p.id);
  const toggle = (p: InMailPerson) =>
    onChange(isChosen(p) ? chosen.filter((c) => c.id !== p.id) : [...chosen, p]);

  return (
    <Stack gap="xs">
      {/* H15: a required field carries the asterisk Mantine gives its required inputs. */}
      <Text fw={500} size="sm">
        To{' '}
        <Text span c="var(--mantine-color-error)" aria-hidden>
          *
        </Text>
      </Text>
      {chosen.length > 0 && (
        <Group gap="xs">
          {chosen.map((p) => (
            <Pill
              key={p.id}
              withRemoveButton
              onRemove={() => toggle(p)}
              data-testid={TestId.recipientChosen}
            >
              {fullName(p)}
            </Pill>
          ))}
        </Group>
      )}
      <Radio.Group
        value={type}
        onChange={(value) => setType(value === 'PROVIDER' ? 'PROVIDER' : 'PATIENT')}
        aria-label="Recipient type"
        data-testid={TestId.recipientType}
      >
        <Group gap="lg">
          <Radio value="PROVIDER" label="Providers" />
          <Radio value="PATIENT" label="Patients" />
        </Group>
      </Radio.Group>
      <TextInput
        aria-label="Search recipients"
        placeholder="Search by name or e-mail"
        leftSection={<IconSearch size={16} aria-hidden />}
        value={search}
        onChange={(event) => setSearch(event.currentTarget.value)}
        data-testid={TestId.recipientSearch}
      />
      <Paper withBorder p="xs">
        <ScrollArea.Autosize mah={240}>
          {people.isPending && <Loader size="sm" aria-label="Loading people" />}
          {people.isError && (
            <LoadError
              title="Recipients"
              error={people.error}
              onRetry={() => void people.refetch()}
            />
          )}
          {people.isSuccess && rows.length === 0 && (
            <Text size="sm" c="dimmed">
              {InMailMessages.noSubscribers}
            </Text>
          )}
          <Stack gap={4}>
            {rows.map((p) => (
              <Checkbox
                key={p.id}
                checked={isChosen(p)}
                onChange={() => toggle(p)}
                data-testid={TestId.recipientOption}
                // The e-mail goes under the name: side by side a phone left room for neither.
                // The wrapper may shrink, so a long address ends in an ellipsis, not at the edge.
                styles={{ body: { minWidth: 0 }, labelWrapper: { minWidth: 0 } }}
                label={
                  <Group gap="xs" wrap="nowrap" miw={0}>
                    <PersonAvatar person={p} size="sm" />
                    <Stack gap={0} miw={0}>
                      <Text size="sm" truncate>
                        {fullName(p)}
                      </Text>
                      <Text size="xs" c="dimmed" truncate>
                        {p.email}
                      </Text>
                    </Stack>
                  </Group>
                }
              />
            ))}
          </Stack>
          {people.hasNextPage && (
            <Button
              variant="subtle"
              size="xs"
              mt="xs"
              loading={people.isFetchingNextPage}
              onClick={() => void people.fetchNextPage()}
              data-testid={TestId.recipientsMore}
            >
              Load more
            </Button>
          )}
        </ScrollArea.Autosize>
      </Paper>
    </Stack>
  );
}
