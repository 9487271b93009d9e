import { useEffect, useState } from 'react';
import { Grid, TextInput } from '@mantine/core';
import { TestId } from '@clinicall/shared/test-ids';
import { tokenizeSandboxCard } from '../api/payments-api';
import { CardError } from '../billing';
import type { CardFormState } from '../hooks/use-card-payment';
import { formatExpiry, groupCardDigits, parseSandboxCard } from '../sandbox-card';

/**
 * C64 with the sandbox gateway: number, expiry and CVC, traded for a one-time token only when the
 * payment is confirmed. The number is never kept beyond this form.
 */
export function SandboxCardFields({ form, onEdit }: { form: CardFormState; onEdit: () => void }) {
  const [card, setCard] = useState({ number: '', expiry: '', cvc: '' });
  const { setTokenizer } = form;

  useEffect(() => {
    setTokenizer(async () => {
      const parsed = parseSandboxCard(card);
      if ('error' in parsed) throw new CardError(parsed.error);
      const token = await tokenizeSandboxCard(parsed.card);
      return { cardToken: token.cardToken, cardLast4: token.cardLast4 };
    });
    return () => setTokenizer(null);
  }, [card, setTokenizer]);

  const change = (field: keyof typeof card, value: string) => {
    setCard((current) => ({ ...current, [field]: value }));
    form.setCardError(null);
    onEdit();
  };

  return (
    <Grid gap="sm">
      <Grid.Col span={{ base: 12, sm: 6 }}>
        <TextInput
          label="Card number"
          inputMode="numeric"
          autoComplete="cc-number"
          placeholder="1234 1234 1234 1234"
          value={card.number}
          error={form.cardError}
          onChange={(event) => change('number', groupCardDigits(event.currentTarget.value))}
          data-testid={TestId.paymentCardNumber}
        />
      </Grid.Col>
      <Grid.Col span={{ base: 6, sm: 3 }}>
        <TextInput
          label="Expiry"
          inputMode="numeric"
          autoComplete="cc-exp"
          placeholder="MM/YY"
          value={card.expiry}
          onChange={(event) => change('expiry', formatExpiry(event.currentTarget.value))}
          data-testid={TestId.paymentCardExpiry}
        />
      </Grid.Col>
      <Grid.Col span={{ base: 6, sm: 3 }}>
        <TextInput
          label="CVC"
          inputMode="numeric"
          autoComplete="cc-csc"
          placeholder="123"
          value={card.cvc}
          onChange={(event) =>
            change('cvc', event.currentTarget.value.replace(/\D/g, '').slice(0, 4))
          }
          data-testid={TestId.paymentCardCvc}
        />
      </Grid.Col>
    </Grid>
  );
}
