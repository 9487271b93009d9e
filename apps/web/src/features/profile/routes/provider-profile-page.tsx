import { useParams } from 'react-router';
import { useCurrentAccount } from '../../identity';
import { useProviderProfile } from '../api/provider-profile';
import { ProfileFrame } from '../components/profile-frame';
import { ProviderProfileView } from '../components/provider-profile-view';

/** F50: another provider's profile, read-only (the provider's own is editable). */
export function ProviderProfilePage() {
  const { id } = useParams();
  const account = useCurrentAccount();
  const providerId = Number(id);
  return (
    <ProfileFrame
      profile={useProviderProfile(providerId)}
      errorTitle="We could not load this profile"
    >
      {(profile) => <ProviderProfileView profile={profile} editable={providerId === account.id} />}
    </ProfileFrame>
  );
}
