import { Button, Modal, Text } from '@mantine/core';
import { useState } from 'react';
import { SignupMessages } from '@clinicall/shared/signup/messages';
import { TestId } from '@clinicall/shared/test-ids';
import { isPhone } from '../../../lib/browser-support';

/**
 * F127: on a phone, a modal says registration is better started from a desktop or laptop. It can
 * be closed: the wizard works on a phone, only less comfortably (spec 2 §2 says "can warn").
 */
export function DeviceWarning() {
  const [opened, setOpened] = useState(isPhone);
  return (
    <Modal
      opened={opened}
      onClose={() => setOpened(false)}
      title={SignupMessages.deviceNotSupported}
      centered
      data-testid={TestId.unsupportedDeviceDialog}
    >
      <Text mb="md">{SignupMessages.deviceNotSupportedHint}</Text>
      <Button variant="default" onClick={() => setOpened(false)}>
        Continue anyway
      </Button>
    </Modal>
  );
}
