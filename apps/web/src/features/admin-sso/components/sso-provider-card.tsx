import { Button, Card, Group, Stack, Text, Title } from '@mantine/core';
import { TestId } from '@clinicall/shared/test-ids';
import { StateBadge } from '../../../components/ui/state-badge';
import { toast } from '../../../components/ui/toast';
import { useTestSsoProvider, type SsoProvider } from '../api/sso-providers';

/**
 * One identity provider. Test connection checks discovery on the server, then opens the sign-in
 * round trip in a new tab, which ends on a page listing the returned claims (nobody is signed in).
 */
export function SsoProviderCard(props: { provider: SsoProvider; onEdit: () => void }) {
  const { provider, onEdit } = props;
  const test = useTestSsoProvider();
  const runTest = () => {
    // Opened now, inside the click, so no popup blocker stops it; pointed at the provider later.
    const tab = window.open('', '_blank');
    test.mutate(provider.id, {
      onSuccess: (started) => {
        if (tab) tab.location.href = started.authorizationUrl;
        else window.location.assign(started.authorizationUrl);
      },
      onError: (error) => {
        tab?.close();
        toast.error(error.message);
      },
    });
  };

  return (
    <Card withBorder radius="md" padding="lg" data-testid={TestId.ssoProviderRow}>
      <Stack gap="xs">
        <Group justify="space-between" wrap="nowrap">
          <Title order={2} fz="h4">
            {provider.name}
          </Title>
          <StateBadge on={provider.enabled} onLabel="Enabled" offLabel="Disabled" />
        </Group>
        <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
          {provider.issuer}
        </Text>
        <Text size="sm" c="dimmed">
          Client ID: {provider.clientId} · Domains: {provider.domains.join(', ')}
        </Text>
        <Group gap="sm" mt="xs">
          <Button variant="default" size="xs" onClick={onEdit} data-testid={TestId.ssoProviderEdit}>
            Edit
          </Button>
          <Button
            variant="light"
            size="xs"
            loading={test.isPending}
            onClick={runTest}
            data-testid={TestId.ssoProviderTest}
          >
            Test connection
          </Button>
        </Group>
      </Stack>
    </Card>
  );
}
