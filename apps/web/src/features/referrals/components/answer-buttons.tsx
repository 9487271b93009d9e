import { Button } from '@mantine/core';
import { ReferralListMessages as M } from '@clinicall/shared/referrals/referral-list';
import { TestId } from '@clinicall/shared/test-ids';
import { toast } from '../../../components/ui/toast';
import { useAnswerReferral, type ReferralAnswer } from '../api/answer-referral';

/** F89, F90: the receiving provider's Accept and Decline, each sent at once with `PUT /referrals`. */
export function AnswerButtons({ referralId }: { referralId: number }) {
  const answer = useAnswerReferral();
  const send = (status: ReferralAnswer) =>
    answer.mutate(
      { id: referralId, status },
      {
        onSuccess: () => toast.success(status === 'ACCEPTED' ? M.accepted : M.declined),
        onError: (error) => toast.error(error.message),
      },
    );
  const sending = answer.isPending ? answer.variables.status : null;
  return (
    <>
      <Button
        size="xs"
        color="teal"
        loading={sending === 'ACCEPTED'}
        disabled={sending === 'DECLINED'}
        onClick={() => send('ACCEPTED')}
        data-testid={TestId.referralAccept}
      >
        {M.accept}
      </Button>
      <Button
        size="xs"
        color="red"
        variant="light"
        loading={sending === 'DECLINED'}
        disabled={sending === 'ACCEPTED'}
        onClick={() => send('DECLINED')}
        data-testid={TestId.referralDecline}
      >
        {M.decline}
      </Button>
    </>
  );
}
