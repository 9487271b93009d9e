import { Center, EmptyState, Loader, Stack, Text } from '@mantine/core';
import { IconUserSearch } from '@tabler/icons-react';
import type { InfiniteData, UseInfiniteQueryResult } from '@tanstack/react-query';
import { PeopleMessages } from '@clinicall/shared/people/messages';
import { TestId } from '@clinicall/shared/test-ids';
import { PagedResults } from '../../../components/ui/paged-results';
import { todayIn } from '../../../lib/calendar-dates';
import { useAccountZone } from '../../identity';
import { ReferPatientRow, type ReferPatient } from './refer-patient-row';

/** F96, F3's texts: the patients to choose from, 10 a page, the next page on scrolling. */
export function ReferPatientList({
  query,
  onSelect,
}: {
  query: UseInfiniteQueryResult<InfiniteData<{ content: ReferPatient[] }>, Error>;
  onSelect: (patient: ReferPatient) => void;
}) {
  const today = todayIn(useAccountZone());
  return (
    <PagedResults
      query={query}
      loading={
        <Center py="xl" data-testid={TestId.referPatientsLoading}>
          <Stack align="center" gap="xs">
            <Loader size="sm" aria-hidden />
            <Text c="dimmed">{PeopleMessages.rosterLoading}</Text>
          </Stack>
        </Center>
      }
      errorTitle="We could not load your patients"
      empty={
        <EmptyState
          icon={<IconUserSearch aria-hidden />}
          title={PeopleMessages.rosterEmpty}
          data-testid={TestId.referPatientsEmpty}
        />
      }
      moreTestId={TestId.referPatientsMore}
    >
      {(patients) => (
        <Stack
          gap="sm"
          component="ul"
          aria-label="Patients to refer"
          p={0}
          m={0}
          style={{ listStyle: 'none' }}
          data-testid={TestId.referPatientsList}
        >
          {patients.map((patient) => (
            <li key={patient.id}>
              <ReferPatientRow patient={patient} today={today} onSelect={onSelect} />
            </li>
          ))}
        </Stack>
      )}
    </PagedResults>
  );
}
