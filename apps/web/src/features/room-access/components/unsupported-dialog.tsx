import { Button, CopyButton, Group, Modal, Stack, Text, TextInput } from '@mantine/core';
import { RoomAccessMessages } from '@clinicall/shared/room-access/messages';
import { TestId } from '@clinicall/shared/test-ids';
import { SupportContact } from './support-contact';

const text = RoomAccessMessages.unsupported;

interface UnsupportedDialogProps {
  /** Which check failed: the browser (D36) or the device (D38). */
  kind: 'browser' | 'device';
  /** The room's full URL, to copy into a supported browser (D36). */
  roomUrl: string;
  opened: boolean;
  onClose: () => void;
}

/** D36, D38: shown instead of entering a room from a browser or device that cannot run it. */
export function UnsupportedDialog({ kind, roomUrl, opened, onClose }: UnsupportedDialogProps) {
  const browser = kind === 'browser';
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={browser ? text.browserTitle : text.deviceTitle}
      centered
      data-testid={browser ? TestId.unsupportedBrowserDialog : TestId.unsupportedDeviceDialog}
    >
      <Stack gap="md">
        <Text>{browser ? text.browserText : text.deviceText}</Text>
        {browser && (
          <Group gap="xs" align="end" wrap="nowrap">
            <TextInput label="Room link" value={roomUrl} readOnly flex={1} />
            <CopyButton value={roomUrl}>
              {({ copied, copy }) => (
                <Button variant="light" onClick={copy}>
                  {copied ? 'Copied' : 'Copy'}
                </Button>
              )}
            </CopyButton>
          </Group>
        )}
        <SupportContact lead="Support:" />
        <Button onClick={onClose} variant="default">
          Close
        </Button>
      </Stack>
    </Modal>
  );
}
