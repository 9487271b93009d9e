import { Button, Switch } from '@mantine/core';
import { useState } from 'react';
import { Link } from 'react-router';
import { Paths } from '@clinicall/shared/paths';
import { ProviderNetworkMessages } from '@clinicall/shared/provider-network/provider-network';
import { TestId } from '@clinicall/shared/test-ids';
import { PageFrame } from '../../../components/ui/page-frame';
import { useConnections } from '../api/get-connections';
import { NetworkNav } from '../components/network-nav';
import { ProviderResults } from '../components/provider-results';

/**
 * F100, F101: the provider's connections. "Only My Clinic" starts off: a connection is most often
 * a colleague of another clinic, the reason the network exists.
 */
export function ConnectionsPage() {
  const [onlyMyClinic, setOnlyMyClinic] = useState(false);
  const connections = useConnections(onlyMyClinic);
  return (
    <PageFrame title="Provider network">
      <NetworkNav />
      <Switch
        label="Only My Clinic"
        checked={onlyMyClinic}
        onChange={(event) => setOnlyMyClinic(event.currentTarget.checked)}
        data-testid={TestId.networkOnlyMyClinic}
      />
      <ProviderResults
        query={connections}
        label="My connections"
        empty={{
          // F101 gives two wordings; this one ("Not connections found" is the other) is whole English.
          title: ProviderNetworkMessages.noConnections,
          action: (
            <Button component={Link} to={Paths.providerNetworkFind}>
              Find a provider
            </Button>
          ),
        }}
      />
    </PageFrame>
  );
}
