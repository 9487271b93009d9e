import { Alert } from '@mantine/core';
import { IconShieldCheck } from '@tabler/icons-react';
import { TestId } from '@clinicall/shared/test-ids';

/**
 * C62: every appointment type is paid by insurance (C34, C35): the provider bills it, and no
 * card is asked for.
 */
export function PaymentStep() {
  return (
    <Alert
      variant="light"
      icon={<IconShieldCheck aria-hidden />}
      title="Paid by insurance"
      data-testid={TestId.bookingPaymentNote}
    >
      Your provider bills your insurance for this appointment. No card is needed.
    </Alert>
  );
}
