import { lazy, Suspense } from 'react';
import { Alert, Loader, Stack } from '@mantine/core';
import { Messages } from '@clinicall/shared/messages';
import { TestId } from '@clinicall/shared/test-ids';
import { usePaymentsConfig } from '../api/payments-api';
import type { CardFormState } from '../hooks/use-card-payment';
import { BillingFields } from './billing-fields';
import { SandboxCardFields } from './sandbox-card-fields';
import { TestCardsHint } from './test-cards-hint';

const StripeCardFields = lazy(() => import('./stripe-card-fields'));

interface CardFormProps {
  form: CardFormState;
  /** Called on any change, so a charge prepared for the old values is not reused. */
  onEdit?: () => void;
}

/** C64: billing info and the card fields of whichever gateway the installation uses. */
export function CardForm({ form, onEdit = () => undefined }: CardFormProps) {
  const config = usePaymentsConfig();
  if (config.isPending) return <Loader size="sm" />;
  if (config.isError || config.data.gateway === 'none') {
    return <Alert color="yellow">{Messages.payment.cardPaymentsOff}</Alert>;
  }
  const { gateway, publishableKey } = config.data;
  return (
    <Stack gap="md" data-testid={TestId.paymentCardForm} data-gateway={gateway}>
      <BillingFields form={form} onEdit={onEdit} />
      {gateway === 'stripe' && publishableKey !== null ? (
        <Suspense fallback={<Loader size="sm" />}>
          <StripeCardFields form={form} onEdit={onEdit} publishableKey={publishableKey} />
        </Suspense>
      ) : (
        <SandboxCardFields form={form} onEdit={onEdit} />
      )}
      {gateway === 'sandbox' && import.meta.env.DEV && <TestCardsHint />}
    </Stack>
  );
}
