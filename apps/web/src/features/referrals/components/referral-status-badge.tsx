import { Badge } from '@mantine/core';
import { ReferralStatusLabel } from '@clinicall/shared/referrals/referral-list';
import type { ReferralStatus } from '@clinicall/shared/referrals/referrals';
import { TestId } from '@clinicall/shared/test-ids';

const colour: Record<ReferralStatus, string> = {
  PENDING: 'yellow',
  ACCEPTED: 'teal',
  DECLINED: 'red',
  COMPLETED: 'blue',
  WITHDRAWN: 'gray',
};

/** F88: the referral's status label. */
export function ReferralStatusBadge({ status }: { status: ReferralStatus }) {
  return (
    <Badge
      color={colour[status]}
      variant="light"
      radius="sm"
      tt="none"
      data-testid={TestId.referralStatus}
      data-status={status}
    >
      {ReferralStatusLabel[status]}
    </Badge>
  );
}
