import { Stack, Tabs, Text } from '@mantine/core';
import { RpmMessages } from '@clinicall/shared/monitoring/signup';
import { TestId } from '@clinicall/shared/test-ids';
import { useClinicPartners } from '../api/get-clinic-partners';
import { PartnerView } from './partner-view';
import { RpmLoading, RpmRequestError } from './state-panels';

/**
 * G2: the profile's Remote Patient Monitoring tab: one view per monitoring partner of the
 * provider's clinics (most clinics have one; several show as tabs of their own).
 */
export function RpmTab({ patientId }: { patientId: number }) {
  const partners = useClinicPartners();
  if (partners.isPending) return <RpmLoading label="Loading monitoring partners" />;
  if (partners.isError) {
    return (
      <RpmRequestError
        title={RpmMessages.requestsFailed}
        error={partners.error}
        onRetry={() => void partners.refetch()}
      />
    );
  }
  const [only, ...others] = partners.data;
  if (only === undefined) {
    return (
      <Text c="dimmed" data-testid={TestId.rpmNotConfigured}>
        No monitoring partner is set up for your clinic yet. A clinic administrator chooses one in
        the clinic’s settings.
      </Text>
    );
  }
  if (others.length === 0) return <PartnerView partner={only} patientId={patientId} />;
  return (
    <Tabs defaultValue={only.key} keepMounted={false} data-testid={TestId.rpmPartnerTabs}>
      <Tabs.List>
        {partners.data.map((p) => (
          <Tabs.Tab key={p.key} value={p.key}>
            {p.companyName}
          </Tabs.Tab>
        ))}
      </Tabs.List>
      {partners.data.map((p) => (
        <Tabs.Panel key={p.key} value={p.key} pt="md">
          <Stack>
            <PartnerView partner={p} patientId={patientId} />
          </Stack>
        </Tabs.Panel>
      ))}
    </Tabs>
  );
}
