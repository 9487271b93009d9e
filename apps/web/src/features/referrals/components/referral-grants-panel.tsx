import { useQuery } from '@tanstack/react-query';
import { Button, Card, Group, Paper, Skeleton, Stack, Text, Title } from '@mantine/core';
import { ReferralListMessages as M } from '@clinicall/shared/referrals/referral-list';
import { TestId } from '@clinicall/shared/test-ids';
import { confirmAction } from '../../../components/ui/confirm-dialog';
import { LoadError } from '../../../components/ui/load-error';
import { toast } from '../../../components/ui/toast';
import { formatDateTime } from '../../../lib/zoned-time';
import { loggedUserQuery, useAccountZone } from '../../identity';
import { useReferralGrants } from '../api/get-referral-grants';
import { useRevokeReferral } from '../api/revoke-referral';
import { useLiveReferrals } from '../hooks/use-live-referrals';

interface ReferralGrantsPanelProps {
  patientId: number;
  /** The clinics through which the profile was read (the patient's that the viewer shares). */
  clinicIds: readonly number[];
  /** The patient (or their family account holder) may revoke every grant; a provider only theirs. */
  viewer: { id: number; isProvider: boolean };
}

/**
 * Issue 22 item 4: on a patient's profile, who reads it through which referral and until when,
 * with Revoke for the referring provider and the patient. A provider who reads the profile through
 * a referral of their own (no clinic shared with the patient) does not ask: the server refuses
 * them the list. A provider sees the card only when someone has such access.
 */
export function ReferralGrantsPanel({ patientId, clinicIds, viewer }: ReferralGrantsPanelProps) {
  useLiveReferrals();
  const zone = useAccountZone();
  const user = useQuery({ ...loggedUserQuery, enabled: viewer.isProvider });
  // A provider outside the patient's clinics reads through a referral: the list is not theirs.
  const inCare =
    !viewer.isProvider ||
    (user.data?.clinicDTOS.some((clinic) => clinicIds.includes(clinic.id)) ?? false);
  const grants = useReferralGrants(patientId, inCare);
  const revoke = useRevokeReferral();
  if (viewer.isProvider && (!grants.isSuccess || grants.data.length === 0)) return null;
  const ask = (referralId: number, provider: string) =>
    confirmAction({
      title: M.revokeTitle,
      message: M.revokeMessage(provider),
      confirmLabel: M.revoke,
      onConfirm: () =>
        revoke.mutate(referralId, {
          onSuccess: () => toast.success(M.revoked),
          onError: (error) => toast.error(error.message),
        }),
    });
  return (
    <Card
      withBorder
      radius="md"
      padding="md"
      id="referral-access"
      data-testid={TestId.referralGrants}
    >
      <Title order={2} fz="h4" mb="xs">
        {M.grantsTitle}
      </Title>
      {grants.isPending && <Skeleton height={56} radius="md" aria-label="Loading access" />}
      {grants.isError && (
        <LoadError
          title={M.grantsLoadFailed}
          error={grants.error}
          onRetry={() => void grants.refetch()}
        />
      )}
      {grants.data?.length === 0 && (
        <Text c="dimmed" size="sm" data-testid={TestId.referralGrantsEmpty}>
          {M.grantsEmpty}
        </Text>
      )}
      <Stack component="ul" gap="xs" p={0} m={0} style={{ listStyle: 'none' }}>
        {grants.data?.map((grant) => (
          <Paper
            key={grant.referralId}
            component="li"
            withBorder
            radius="md"
            p="sm"
            data-testid={TestId.referralGrant}
          >
            <Group justify="space-between" wrap="wrap" gap="xs">
              <Stack gap={2} miw={0}>
                <Text fw={600}>{grant.providerFullName}</Text>
                <Text size="sm" c="dimmed">
                  {M.grantThrough(grant.referredByFullName, formatDateTime(grant.grantedAt, zone))}
                </Text>
                <Text size="sm" c="dimmed">
                  {grant.expiresAt === null
                    ? M.grantOpenEnded
                    : M.grantUntil(formatDateTime(grant.expiresAt, zone))}
                </Text>
              </Stack>
              {(!viewer.isProvider || grant.referredById === viewer.id) && (
                <Button
                  size="xs"
                  color="red"
                  variant="light"
                  loading={revoke.isPending && revoke.variables === grant.referralId}
                  onClick={() => ask(grant.referralId, grant.providerFullName)}
                  data-testid={TestId.referralRevoke}
                >
                  {M.revoke}
                </Button>
              )}
            </Group>
          </Paper>
        ))}
      </Stack>
    </Card>
  );
}
