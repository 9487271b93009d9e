import {
  ActionIcon,
  Alert,
  Badge,
  Button,
  Card,
  Group,
  Loader,
  Select,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconPlus, IconSearch, IconX } from '@tabler/icons-react';
import { useState } from 'react';
import { ON_DEMAND_DURATIONS, OnDemandMessages } from '@clinicall/shared/room-access/on-demand';
import { TestId } from '@clinicall/shared/test-ids';
import { PageFrame } from '../../../components/ui/page-frame';
import { usePatientSearch, useStartOnDemand } from '../api/on-demand';
import { NewPatientDialog } from '../components/new-patient-dialog';
import { UnsupportedDialog } from '../components/unsupported-dialog';
import { useRoomEntry } from '../hooks/use-room-entry';
import { goTo } from './room-link-page';

interface Person {
  id: number;
  firstName: string;
  lastName: string;
  email: string;
}

const durationOptions = ON_DEMAND_DURATIONS.map((m) => ({
  value: String(m),
  label: `${m} minutes`,
}));

/**
 * C103–C106 `/appointments/on-demand`: a provider picks one or more patients (the first is the
 * patient of record, the others guest patients) and a duration, and Start Call opens the room now.
 */
export function OnDemandPage() {
  const [search, setSearch] = useState('');
  const [debounced] = useDebouncedValue(search.trim(), 300);
  const patients = usePatientSearch(debounced);
  const [selected, setSelected] = useState<Person[]>([]);
  const [duration, setDuration] = useState<string | null>(null);
  const [creating, setCreating] = useState(false);
  const start = useStartOnDemand();
  const roomEntry = useRoomEntry(goTo);

  const add = (person: Person) =>
    setSelected((current) =>
      current.some((p) => p.id === person.id) ? current : [...current, person],
    );
  const remove = (id: number) => setSelected((current) => current.filter((p) => p.id !== id));
  const ready = selected.length > 0 && duration !== null;

  const startCall = () => {
    const [first, ...others] = selected;
    if (!first || duration === null) return;
    const now = Date.now();
    start.mutate(
      {
        startTime: new Date(now).toISOString(),
        endTime: new Date(now + Number(duration) * 60_000).toISOString(),
        type: 'VIDEO',
        patient: first.id,
        guestPatients: others.map((p) => p.id),
      },
      { onSuccess: ({ roomUrl }) => roomEntry.enter(roomUrl) },
    );
  };

  const results = (patients.data?.content ?? []).filter(
    (p) => !selected.some((s) => s.id === p.id),
  );

  return (
    <PageFrame
      title="On-demand call"
      actions={
        <Button
          variant="light"
          leftSection={<IconPlus size={16} aria-hidden />}
          onClick={() => setCreating(true)}
          data-testid={TestId.onDemandNewPatient}
        >
          Create a new patient
        </Button>
      }
    >
      <Stack gap="lg" maw={720}>
        <Stack gap="xs">
          <TextInput
            label="Search patients"
            placeholder="Name or e-mail"
            leftSection={<IconSearch size={16} aria-hidden />}
            value={search}
            onChange={(e) => setSearch(e.currentTarget.value)}
            data-testid={TestId.onDemandSearch}
          />
          {patients.isPending && <Loader size="sm" aria-label="Searching patients" />}
          {patients.isError && (
            <Text c="red" role="alert">
              Patients could not be loaded. Please try again.
            </Text>
          )}
          {patients.isSuccess && results.length === 0 && (
            <Text c="dimmed">
              {patients.data.content.length === 0
                ? 'No patients match your search.'
                : 'Everyone who matches is already in the call.'}
            </Text>
          )}
          <Stack gap={4}>
            {results.map((p) => (
              <Group key={p.id} justify="space-between" wrap="nowrap">
                <Text truncate>
                  {p.firstName} {p.lastName}{' '}
                  <Text span c="dimmed" size="sm">
                    {p.email}
                  </Text>
                </Text>
                <Button
                  size="xs"
                  variant="light"
                  onClick={() => add(p)}
                  aria-label={`Add ${p.firstName} ${p.lastName}`}
                >
                  Add
                </Button>
              </Group>
            ))}
          </Stack>
        </Stack>

        <Card withBorder radius="md" data-testid={TestId.onDemandSelected}>
          <Stack gap="xs">
            <Title order={2} fz="h4">
              Patients in the call
            </Title>
            {selected.length === 0 && <Text c="dimmed">{OnDemandMessages.patientRequired}</Text>}
            {selected.map((p, index) => (
              <Group key={p.id} justify="space-between" wrap="nowrap">
                <Group gap="xs" wrap="nowrap">
                  <Text truncate>
                    {p.firstName} {p.lastName}
                  </Text>
                  <Badge variant="light" color={index === 0 ? 'teal' : 'gray'}>
                    {index === 0 ? 'Patient of record' : 'Guest patient'}
                  </Badge>
                </Group>
                <ActionIcon
                  variant="subtle"
                  color="gray"
                  onClick={() => remove(p.id)}
                  aria-label={`Remove ${p.firstName} ${p.lastName}`}
                >
                  <IconX size={16} aria-hidden />
                </ActionIcon>
              </Group>
            ))}
          </Stack>
        </Card>

        <Select
          label="Duration"
          placeholder="Choose a duration"
          data={durationOptions}
          value={duration}
          onChange={setDuration}
          maw={240}
          data-testid={TestId.onDemandDuration}
        />

        {start.isError && (
          <Alert color="red" variant="light" role="alert">
            {start.error.message}
          </Alert>
        )}
        <Group>
          <Button
            size="md"
            disabled={!ready}
            loading={start.isPending}
            onClick={startCall}
            data-testid={TestId.onDemandStart}
          >
            Start Call
          </Button>
          {!ready && (
            <Text size="sm" c="dimmed">
              {selected.length === 0
                ? OnDemandMessages.patientRequired
                : OnDemandMessages.durationRequired}
            </Text>
          )}
        </Group>
      </Stack>
      <NewPatientDialog opened={creating} onClose={() => setCreating(false)} onCreated={add} />
      {roomEntry.blocked && (
        <UnsupportedDialog
          kind={roomEntry.blocked.kind}
          roomUrl={roomEntry.blocked.url}
          opened
          onClose={roomEntry.close}
        />
      )}
    </PageFrame>
  );
}
