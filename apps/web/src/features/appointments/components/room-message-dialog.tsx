import { Button, Group, Modal, Stack } from '@mantine/core';
import { useState } from 'react';
import { TextLimit } from '@clinicall/shared/constants';
import type { Encounter } from '@clinicall/shared/scheduling/encounters';
import { TestId } from '@clinicall/shared/test-ids';
import { toast } from '../../../components/ui/toast';
import { useSendRoomMessage } from '../api/start-visit';
import { CountedTextarea } from '../../../components/ui/counted-textarea';

/** D16: a provider's short message to the patient waiting in the room. */
export function RoomMessageDialog(props: { encounter: Encounter | null; onClose: () => void }) {
  const [message, setMessage] = useState('');
  const send = useSendRoomMessage();
  const { encounter, onClose } = props;
  const close = () => {
    setMessage('');
    onClose();
  };
  return (
    <Modal opened={encounter !== null} onClose={close} title="Send a message to the room" centered>
      <Stack data-testid={TestId.roomMessageDialog}>
        <CountedTextarea
          max={TextLimit.medium}
          data-testid={TestId.roomMessageInput}
          label="Message"
          autosize
          minRows={3}
          value={message}
          onChange={(e) => setMessage(e.currentTarget.value)}
        />
        <Group justify="flex-end">
          <Button variant="default" onClick={close}>
            Cancel
          </Button>
          <Button
            data-testid={TestId.roomMessageSend}
            disabled={message.trim() === ''}
            loading={send.isPending}
            onClick={() =>
              encounter &&
              send.mutate(
                { encounterId: encounter.id, message: message.trim(), name: '' },
                {
                  onSuccess: () => {
                    toast.success('Message sent.');
                    close();
                  },
                  onError: (error) => toast.error(error.message),
                },
              )
            }
          >
            Send
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
