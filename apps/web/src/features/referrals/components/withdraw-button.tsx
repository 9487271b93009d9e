import { Button } from '@mantine/core';
import { ReferralListMessages as M } from '@clinicall/shared/referrals/referral-list';
import { TestId } from '@clinicall/shared/test-ids';
import { confirmAction } from '../../../components/ui/confirm-dialog';
import { toast } from '../../../components/ui/toast';
import { useWithdrawReferral } from '../api/withdraw-referral';

/** Issue 22 item 3: the sender withdraws a referral still waiting for an answer (confirmed first). */
export function WithdrawButton({ referralId }: { referralId: number }) {
  const withdraw = useWithdrawReferral();
  const confirm = () =>
    confirmAction({
      title: M.withdrawTitle,
      message: M.withdrawMessage,
      confirmLabel: M.withdraw,
      onConfirm: () =>
        withdraw.mutate(referralId, {
          onSuccess: () => toast.success(M.withdrawn),
          onError: (error) => toast.error(error.message),
        }),
    });
  return (
    <Button
      size="xs"
      variant="default"
      loading={withdraw.isPending}
      onClick={confirm}
      data-testid={TestId.referralWithdraw}
    >
      {M.withdraw}
    </Button>
  );
}
