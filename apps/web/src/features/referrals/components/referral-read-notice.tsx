import { Alert, Stack, Text } from '@mantine/core';
import { IconArrowForwardUp } from '@tabler/icons-react';
import { ReferralListMessages as M } from '@clinicall/shared/referrals/referral-list';
import { TestId } from '@clinicall/shared/test-ids';
import { useReferral } from '../api/get-referral';
import { ReferralFiles } from './referral-files';

/**
 * Issue 22 item 4: a provider reading a patient's profile through a referral's grant is told so,
 * and finds there the referral's files, the rest of what the grant lets them read.
 */
export function ReferralReadNotice({ referralId }: { referralId: number }) {
  const referral = useReferral(referralId);
  return (
    <Alert
      variant="light"
      color="blue"
      icon={<IconArrowForwardUp aria-hidden />}
      data-testid={TestId.referralReadNotice}
    >
      <Stack gap="xs">
        <Text size="sm">
          {referral.data
            ? M.readThroughReferral(referral.data.referredByFullName)
            : M.readThroughReferralPending}
        </Text>
        {referral.data && <ReferralFiles referral={referral.data} />}
      </Stack>
    </Alert>
  );
}
