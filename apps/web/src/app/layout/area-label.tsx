import { Text } from '@mantine/core';
import { TestId } from '@clinicall/shared/test-ids';
import { IsAdmin, IsAssistant, IsClinicAdmin } from '../../features/identity';

function Label({ text }: { text: string }) {
  return (
    <Text
      component="span"
      size="xs"
      fw={700}
      c="dimmed"
      style={{ letterSpacing: '0.12em' }}
      data-testid={TestId.areaLabel}
    >
      {text}
    </Text>
  );
}

/** Names the work area beside the logo; "CLINIC ADMIN" is the clinic admin header text (spec 3 §2). */
export function AreaLabel() {
  return (
    <>
      <IsAdmin>
        <Label text="SUPER ADMIN" />
      </IsAdmin>
      <IsClinicAdmin>
        <Label text="CLINIC ADMIN" />
      </IsClinicAdmin>
      <IsAssistant>
        <Label text="ASSISTANT" />
      </IsAssistant>
    </>
  );
}
