import { Button, Group, Modal, Text } from '@mantine/core';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import type { RealtimeEventOf } from '@clinicall/shared/realtime';
import { TestId } from '@clinicall/shared/test-ids';
import { useRealtimeEvent } from '../../../lib/realtime/use-realtime-event';

/** D2: the provider started the appointment; the patient is offered the way into the room. */
export function AppointmentStartedDialog() {
  const [started, setStarted] = useState<RealtimeEventOf<'APPOINTMENT_STARTED'> | null>(null);
  const navigate = useNavigate();
  useRealtimeEvent('APPOINTMENT_STARTED', setStarted);

  return (
    <Modal
      opened={started !== null}
      onClose={() => setStarted(null)}
      title="Your appointment has started"
      centered
    >
      <div data-testid={TestId.appointmentStartedDialog}>
        <Text mb="md">{started?.message}</Text>
        <Group justify="flex-end">
          <Button variant="default" onClick={() => setStarted(null)}>
            Later
          </Button>
          <Button
            data-testid={TestId.appointmentStartedJoin}
            onClick={() => {
              if (started) void navigate(started.roomUrl);
              setStarted(null);
            }}
          >
            Join now
          </Button>
        </Group>
      </div>
    </Modal>
  );
}
