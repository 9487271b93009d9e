import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { Messages } from '@clinicall/shared/messages';
import type { Encounter } from '@clinicall/shared/scheduling/encounters';
import { AppointmentListMessages } from '@clinicall/shared/scheduling/list-messages';
import { TestId } from '@clinicall/shared/test-ids';
import { ErrorLevel, SuccessLevel, useDialogLevel } from '../../../components/ui/dialog-levels';
import {
  CardForm,
  chargeOutcomeUnknown,
  paymentErrorText,
  useCardPayment,
  type PendingCharge,
} from '../../payments';
import { useAcceptWithPayment } from '../api/accept-with-payment';

interface AcceptPaymentDialogProps {
  encounter: Encounter | null;
  onClose: () => void;
}

const dollars = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });

/**
 * C76, C77, C69–C72: accepting a card-paid request. The card form comes first; the accept runs on
 * the server only after the charge succeeded, and a failed accept refunds it with the spec's
 * matching message. A charge whose outcome is unknown keeps its Idempotency-Key, so trying again
 * asks about the same charge instead of making a second one.
 */
export function AcceptPaymentDialog({ encounter, onClose }: AcceptPaymentDialogProps) {
  const card = useCardPayment();
  const accept = useAcceptWithPayment();
  // C72, H2: the payment dialog's initial, success and error levels.
  const { level, toInitial, toSuccess, toError } = useDialogLevel();
  const [pending, setPending] = useState<PendingCharge | null>(null);
  const [busy, setBusy] = useState(false);

  const close = () => {
    toInitial();
    setPending(null);
    accept.reset();
    onClose();
  };

  const submit = async () => {
    if (encounter === null) return;
    setBusy(true);
    try {
      const charge = await card.prepare(pending);
      if (charge === null) return;
      setPending(charge);
      const result = await accept.mutateAsync({ id: encounter.id, ...charge });
      // The flow with this key has ended either way: another try is a new charge.
      setPending(null);
      if (result.outcome === 'confirmed') toSuccess();
      else toError(result.message ?? Messages.payment.confirmFailed);
    } catch (error) {
      if (!chargeOutcomeUnknown(error)) setPending(null);
      toError(paymentErrorText(error));
    } finally {
      setBusy(false);
    }
  };

  const amount = encounter ? dollars.format(encounter.patientPayment.quantity) : '';
  return (
    <Modal
      opened={encounter !== null}
      onClose={close}
      title="Payment"
      centered
      closeOnClickOutside={!busy}
      withCloseButton={!busy}
    >
      <Stack gap="md" data-testid={TestId.acceptPaymentDialog} data-level={level.kind}>
        {/* Kept mounted under the error level, so "Try again" finds the card as it was typed. */}
        <Stack gap="md" hidden={level.kind !== 'initial'}>
          <Text size="sm">
            This appointment costs {amount}. The card is charged now and the appointment is accepted
            once the payment succeeds.
          </Text>
          <CardForm form={card.form} onEdit={() => setPending(null)} />
          <Group justify="flex-end">
            <Button variant="default" onClick={close} disabled={busy}>
              Back
            </Button>
            <Button
              onClick={() => void submit()}
              loading={busy}
              data-testid={TestId.acceptPaymentSubmit}
            >
              Pay {amount} and accept
            </Button>
          </Group>
        </Stack>
        {level.kind === 'success' && (
          <SuccessLevel onClose={close} testId={TestId.acceptPaymentSuccess}>
            {AppointmentListMessages.statusChanged.ACCEPTED}
          </SuccessLevel>
        )}
        {level.kind === 'error' && (
          <ErrorLevel
            detail={level.detail}
            onClose={close}
            onRetry={toInitial}
            testId={TestId.acceptPaymentError}
          />
        )}
      </Stack>
    </Modal>
  );
}
