import { Center, Loader } from '@mantine/core';
import { Role } from '@clinicall/shared/roles';
import { LoadError } from '../../../components/ui/load-error';
import { useCurrentAccount } from '../../identity';
import { usePatientProfile } from '../api/get-patient-profile';
import { useProviderProfile } from '../api/provider-profile';
import { PatientProfileView } from '../components/patient-profile-view';
import { ProviderProfileView } from '../components/provider-profile-view';

function OwnPatientProfile({ id }: { id: number }) {
  const profile = usePatientProfile(id);
  if (profile.isPending)
    return (
      <Center py="xl">
        <Loader />
      </Center>
    );
  if (profile.isError)
    return (
      <LoadError
        title="We could not load your profile"
        error={profile.error}
        onRetry={() => void profile.refetch()}
      />
    );
  return (
    <PatientProfileView
      profile={profile.data}
      viewer={{ id, isProvider: false }}
      fromProvider={false}
    />
  );
}

function OwnProviderProfile({ id }: { id: number }) {
  const profile = useProviderProfile(id);
  if (profile.isPending)
    return (
      <Center py="xl">
        <Loader />
      </Center>
    );
  if (profile.isError)
    return (
      <LoadError
        title="We could not load your profile"
        error={profile.error}
        onRetry={() => void profile.refetch()}
      />
    );
  return <ProviderProfileView profile={profile.data} editable />;
}

/** F14, F48: the signed-in patient's or provider's own profile. */
export function OwnProfilePage() {
  const account = useCurrentAccount();
  return account.roles.includes(Role.provider) ? (
    <OwnProviderProfile id={account.id} />
  ) : (
    <OwnPatientProfile id={account.id} />
  );
}
