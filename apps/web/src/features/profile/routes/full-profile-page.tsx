import { Center, Loader } from '@mantine/core';
import { useParams, useSearchParams } from 'react-router';
import { PeopleMessages } from '@clinicall/shared/people/messages';
import { Text } from '@mantine/core';
import { LoadError } from '../../../components/ui/load-error';
import { isApiError } from '../../../lib/api-error';
import { useCurrentAccount } from '../../identity';
import { usePatientProfile } from '../api/get-patient-profile';
import { PatientProfileView } from '../components/patient-profile-view';

/** F6: a patient's full profile for a provider (`/patients/current/full-profile/:id`). */
export function FullProfilePage() {
  const { id } = useParams();
  const [search] = useSearchParams();
  const account = useCurrentAccount();
  const patientId = Number(id);
  const profile = usePatientProfile(patientId);
  if (profile.isPending)
    return (
      <Center py="xl">
        <Loader />
      </Center>
    );
  if (profile.isError) {
    if (isApiError(profile.error) && profile.error.status === 403) {
      return <Text c="red">{PeopleMessages.appointmentsForbidden}</Text>;
    }
    return (
      <LoadError
        title="We could not load this profile"
        error={profile.error}
        onRetry={() => void profile.refetch()}
      />
    );
  }
  return (
    <PatientProfileView
      profile={profile.data}
      viewer={{ id: account.id, isProvider: true }}
      fromProvider={search.get('fromProvider') === 'true'}
    />
  );
}
