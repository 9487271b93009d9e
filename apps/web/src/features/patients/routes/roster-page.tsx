import { Button, Center, EmptyState, Group, Loader, Stack, Text, TextInput } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconArrowForwardUp, IconSearch, IconUserPlus, IconUserSearch } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Link } from 'react-router';
import { Paths } from '@clinicall/shared/paths';
import { DEBOUNCE_MS } from '@clinicall/shared/constants';
import { PeopleMessages } from '@clinicall/shared/people/messages';
import { ROSTER_SCROLL_THRESHOLD } from '@clinicall/shared/people/roster';
import { TestId } from '@clinicall/shared/test-ids';
import { InfiniteScroll } from '../../../components/ui/infinite-scroll';
import { LoadError } from '../../../components/ui/load-error';
import { PageFrame } from '../../../components/ui/page-frame';
import { useLoggedUser } from '../../identity';
import { PatientInviteDialog } from '../../invitations';
import { usePatientCount } from '../api/get-patient-count';
import { useRoster } from '../api/get-roster';
import { patientsKeys } from '../api/query-keys';
import { RosterRow } from '../components/roster-row';

/** F1–F4: the provider's patients: search, count, add-new-patient (the invite dialog), an endless list. */
export function RosterPage() {
  const [typed, setTyped] = useState('');
  const [keyword] = useDebouncedValue(typed.trim(), DEBOUNCE_MS);
  const roster = useRoster(keyword);
  const count = usePatientCount();
  const patients = roster.data?.pages.flatMap((page) => page.content) ?? [];
  const [inviting, setInviting] = useState(false);
  const client = useQueryClient();
  // F97: referring a patient is offered only where a clinic of the provider has the network on.
  const canRefer =
    useLoggedUser().data?.clinicDTOS.some((clinic) => clinic.providerNetworkEnabled) ?? false;
  // Invited patients join the roster at once: it is read again when the dialog closes.
  const closeInvite = () => {
    setInviting(false);
    void client.invalidateQueries({ queryKey: patientsKeys.all });
  };

  return (
    <PageFrame
      title="Patients"
      actions={
        <Group gap="sm" wrap="wrap">
          {canRefer && (
            <Button
              component={Link}
              to={Paths.patientsReferrals}
              variant="default"
              leftSection={<IconArrowForwardUp size={18} aria-hidden />}
              data-testid={TestId.rosterReferPatient}
            >
              Refer a patient
            </Button>
          )}
          <Button
            onClick={() => setInviting(true)}
            leftSection={<IconUserPlus size={18} aria-hidden />}
            data-testid={TestId.rosterAddPatient}
          >
            Add new patient
          </Button>
        </Group>
      }
    >
      <Group justify="space-between" align="flex-end" wrap="wrap">
        <TextInput
          label="Search patients"
          placeholder="Name or e-mail"
          leftSection={<IconSearch size={16} aria-hidden />}
          value={typed}
          onChange={(event) => setTyped(event.currentTarget.value)}
          style={{ flex: '1 1 260px', maxWidth: 420 }}
          data-testid={TestId.rosterSearch}
        />
        <Text c="dimmed" data-testid={TestId.rosterCount}>
          {count.data
            ? `${count.data.count} ${count.data.count === 1 ? 'patient' : 'patients'}`
            : ' '}
        </Text>
      </Group>
      {roster.isPending ? (
        <Center py="xl" data-testid={TestId.rosterLoading}>
          <Stack align="center" gap="xs">
            <Loader size="sm" />
            <Text c="dimmed">{PeopleMessages.rosterLoading}</Text>
          </Stack>
        </Center>
      ) : roster.isError ? (
        <LoadError
          title="We could not load your patients"
          error={roster.error}
          onRetry={() => void roster.refetch()}
        />
      ) : patients.length === 0 ? (
        <EmptyState
          icon={<IconUserSearch aria-hidden />}
          title={PeopleMessages.rosterEmpty}
          data-testid={TestId.rosterEmpty}
        />
      ) : (
        <Stack gap="sm" data-testid={TestId.rosterList}>
          {patients.map((patient) => (
            <RosterRow key={patient.id} patient={patient} />
          ))}
          <InfiniteScroll
            hasMore={roster.hasNextPage}
            loading={roster.isFetchingNextPage}
            onMore={() => void roster.fetchNextPage()}
            testId={TestId.rosterLoadMore}
            distance={ROSTER_SCROLL_THRESHOLD}
          />
          {roster.isFetchingNextPage && (
            <Text ta="center" c="dimmed" size="sm">
              {PeopleMessages.rosterLoading}
            </Text>
          )}
        </Stack>
      )}
      <PatientInviteDialog opened={inviting} onClose={closeInvite} />
    </PageFrame>
  );
}
