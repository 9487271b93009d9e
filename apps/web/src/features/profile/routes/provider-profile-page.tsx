import { Center, Loader } from '@mantine/core';
import { useParams } from 'react-router';
import { LoadError } from '../../../components/ui/load-error';
import { useCurrentAccount } from '../../identity';
import { useProviderProfile } from '../api/provider-profile';
import { ProviderProfileView } from '../components/provider-profile-view';

/** F50: another provider's profile, read-only (the provider's own is editable). */
export function ProviderProfilePage() {
  const { id } = useParams();
  const account = useCurrentAccount();
  const providerId = Number(id);
  const profile = useProviderProfile(providerId);
  if (profile.isPending)
    return (
      <Center py="xl">
        <Loader />
      </Center>
    );
  if (profile.isError)
    return (
      <LoadError
        title="We could not load this profile"
        error={profile.error}
        onRetry={() => void profile.refetch()}
      />
    );
  return <ProviderProfileView profile={profile.data} editable={providerId === account.id} />;
}
