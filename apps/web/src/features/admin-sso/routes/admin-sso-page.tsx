import { Button, EmptyState, Group, Skeleton, Stack, Text } from '@mantine/core';
import { IconKey, IconPlus } from '@tabler/icons-react';
import { useState } from 'react';
import { TestId } from '@clinicall/shared/test-ids';
import { LoadError } from '../../../components/ui/load-error';
import { PageFrame } from '../../../components/ui/page-frame';
import { useSsoProviders, type SsoProvider } from '../api/sso-providers';
import { SsoProviderCard } from '../components/sso-provider-card';
import { SsoProviderForm } from '../components/sso-provider-form';

function ProviderList({ onEdit }: { onEdit: (provider: SsoProvider) => void }) {
  const providers = useSsoProviders();
  if (providers.isPending) {
    return (
      <Stack gap="sm" aria-busy="true" aria-label="Loading identity providers">
        {[0, 1].map((key) => (
          <Skeleton key={key} height={120} radius="md" />
        ))}
      </Stack>
    );
  }
  if (providers.isError) {
    return (
      <LoadError
        title="The identity providers could not be loaded."
        error={providers.error}
        onRetry={() => void providers.refetch()}
      />
    );
  }
  if (providers.data.length === 0) {
    return (
      <EmptyState
        icon={<IconKey aria-hidden />}
        title="No identity providers yet. Add one to let an organization sign in with SSO."
        data-testid={TestId.ssoProvidersEmpty}
      />
    );
  }
  return (
    <Stack gap="md">
      {providers.data.map((provider) => (
        <SsoProviderCard key={provider.id} provider={provider} onEdit={() => onEdit(provider)} />
      ))}
    </Stack>
  );
}

/** `/admin-dashboard/sso`: the identity providers that sign in staff by e-mail domain. */
export function AdminSsoPage() {
  // undefined: no form; null: adding; a provider: editing it.
  const [editing, setEditing] = useState<SsoProvider | null | undefined>(undefined);
  return (
    <PageFrame title="Single sign-on">
      <Stack gap="lg">
        <Group justify="space-between" align="flex-start">
          <Text size="sm" c="dimmed" maw={560}>
            Staff whose e-mail domain belongs to an enabled provider sign in through it. Their
            account must already exist; the first sign-in links it to the provider.
          </Text>
          <Button
            leftSection={<IconPlus size={16} aria-hidden />}
            onClick={() => setEditing(null)}
            data-testid={TestId.ssoProviderAdd}
          >
            Add provider
          </Button>
        </Group>
        <ProviderList onEdit={setEditing} />
      </Stack>
      {editing !== undefined && (
        <SsoProviderForm
          key={editing?.id ?? 'new'}
          provider={editing}
          onClose={() => setEditing(undefined)}
        />
      )}
    </PageFrame>
  );
}
