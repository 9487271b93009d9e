import { Role } from '@clinicall/shared/roles';
import { useCurrentAccount } from '../../identity';
import { usePatientProfile } from '../api/get-patient-profile';
import { useProviderProfile } from '../api/provider-profile';
import { PatientProfileView } from '../components/patient-profile-view';
import { ProfileFrame } from '../components/profile-frame';
import { ProviderProfileView } from '../components/provider-profile-view';

const errorTitle = 'We could not load your profile';

function OwnPatientProfile({ id }: { id: number }) {
  return (
    <ProfileFrame profile={usePatientProfile(id)} errorTitle={errorTitle}>
      {(profile) => (
        <PatientProfileView
          profile={profile}
          viewer={{ id, isProvider: false }}
          fromProvider={false}
        />
      )}
    </ProfileFrame>
  );
}

function OwnProviderProfile({ id }: { id: number }) {
  return (
    <ProfileFrame profile={useProviderProfile(id)} errorTitle={errorTitle}>
      {(profile) => <ProviderProfileView profile={profile} editable />}
    </ProfileFrame>
  );
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
