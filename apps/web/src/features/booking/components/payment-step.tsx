import { Alert, Radio, Stack } from '@mantine/core';
import { IconReceiptOff, IconShieldCheck } from '@tabler/icons-react';
import { PaymentTypeSchema } from '@clinicall/shared/scheduling/types';
import { TestId } from '@clinicall/shared/test-ids';
import { CardForm, type CardPayment } from '../../payments';
import { canPayByCard, cardPaymentDue, choosePayment, type BookingDraft } from '../booking-draft';
import { usd } from '../usd';

interface PaymentStepProps {
  draft: BookingDraft;
  onChange: (draft: BookingDraft) => void;
  card: CardPayment;
}

/**
 * C62–C64: insurance shows the insurance note; a self-paid visit that costs nothing shows the
 * no-payment note; otherwise billing info and card fields. A video visit (C34: insurance first)
 * may be paid by the patient instead; the other types are always billed to insurance (C35).
 */
export function PaymentStep({ draft, onChange, card }: PaymentStepProps) {
  const forgetPendingCharge = () => {
    if (draft.pendingCharge !== null) onChange({ ...draft, pendingCharge: null });
  };
  return (
    <Stack gap="md">
      {canPayByCard(draft) && (
        <Radio.Group
          label="How do you want to pay?"
          value={draft.paymentType}
          onChange={(value) => onChange(choosePayment(draft, PaymentTypeSchema.parse(value)))}
          data-testid={TestId.bookingPaymentChoice}
        >
          <Stack gap="xs" mt="xs">
            <Radio value="INSURANCE" label="Bill my insurance" />
            <Radio value="CASH" label={`Pay myself (${usd.format(draft.price ?? 0)})`} />
          </Stack>
        </Radio.Group>
      )}
      {draft.paymentType === 'INSURANCE' && (
        <Alert
          variant="light"
          icon={<IconShieldCheck aria-hidden />}
          title="Paid by insurance"
          data-testid={TestId.bookingPaymentNote}
        >
          Your provider bills your insurance for this appointment. No card is needed.
        </Alert>
      )}
      {draft.paymentType === 'CASH' && !cardPaymentDue(draft) && (
        <Alert
          variant="light"
          icon={<IconReceiptOff aria-hidden />}
          title="No payment needed"
          data-testid={TestId.bookingNoPaymentNote}
        >
          This appointment is free of charge. No card is needed.
        </Alert>
      )}
      {cardPaymentDue(draft) && <CardForm form={card.form} onEdit={forgetPendingCharge} />}
    </Stack>
  );
}
