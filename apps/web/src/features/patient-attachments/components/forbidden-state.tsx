import { Button, EmptyState, Stack, Text } from '@mantine/core';
import { IconLock } from '@tabler/icons-react';
import { AttachmentMessages } from '@clinicall/shared/patient-attachments';
import { TestId } from '@clinicall/shared/test-ids';
import { toast } from '../../../components/ui/toast';
import { useSendJoinRequest } from '../api/forbidden-state';

interface ForbiddenStateProps {
  /** Only a provider can ask the patient to join (F61). */
  joinRequest: { patientId: number; sent: boolean } | null;
}

/** F57: the tab's state when the caller may not see these attachments; F61: the join request. */
export function ForbiddenState({ joinRequest }: ForbiddenStateProps) {
  return (
    <EmptyState
      icon={<IconLock aria-hidden />}
      title={AttachmentMessages.forbidden}
      data-testid={TestId.attachmentsForbidden}
    >
      {joinRequest && <JoinRequest patientId={joinRequest.patientId} sent={joinRequest.sent} />}
    </EmptyState>
  );
}

function JoinRequest({ patientId, sent }: { patientId: number; sent: boolean }) {
  const send = useSendJoinRequest(patientId);
  return (
    <Stack gap="xs" align="center" mt="sm">
      <Text size="sm">{AttachmentMessages.joinRequestHint}</Text>
      <Button
        data-testid={TestId.attachmentsJoinRequest}
        disabled={sent}
        loading={send.isPending}
        onClick={() =>
          send.mutate(undefined, {
            onError: () => toast.attachmentError(AttachmentMessages.somethingWrong),
          })
        }
      >
        {sent ? AttachmentMessages.joinSent : AttachmentMessages.joinSend}
      </Button>
    </Stack>
  );
}
