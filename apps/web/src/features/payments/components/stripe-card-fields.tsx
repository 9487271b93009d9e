import { useEffect, useState } from 'react';
import { Grid, Input, Stack, Text } from '@mantine/core';
import {
  CardCvcElement,
  CardExpiryElement,
  CardNumberElement,
  Elements,
  useElements,
  useStripe,
} from '@stripe/react-stripe-js';
import { loadStripe, type Stripe, type StripeElementChangeEvent } from '@stripe/stripe-js';
import { CardError } from '../billing';
import type { CardFormState } from '../hooks/use-card-payment';

/** One Stripe.js per publishable key, loaded the first time a card form with Stripe shows. */
const stripes = new Map<string, Promise<Stripe | null>>();
function stripeFor(publishableKey: string) {
  let stripe = stripes.get(publishableKey);
  if (!stripe) {
    stripe = loadStripe(publishableKey);
    stripes.set(publishableKey, stripe);
  }
  return stripe;
}

const ELEMENT_STYLE = { base: { fontSize: '16px' } };

interface Props {
  form: CardFormState;
  onEdit: () => void;
  publishableKey: string;
}

/**
 * C64, C65 with Stripe: number, expiry and CVC live in Stripe's own frames, which also give their
 * errors; confirming creates a PaymentMethod whose id the charge names. This module (and Stripe.js)
 * loads only on the payment step.
 */
export default function StripeCardFields({ publishableKey, ...props }: Props) {
  return (
    <Elements stripe={stripeFor(publishableKey)}>
      <StripeFields {...props} />
    </Elements>
  );
}

function StripeFields({ form, onEdit }: Omit<Props, 'publishableKey'>) {
  const stripe = useStripe();
  const elements = useElements();
  const { setTokenizer, setCardError } = form;
  const [fieldErrors, setFieldErrors] = useState<Record<string, string | undefined>>({});

  useEffect(() => {
    if (!stripe || !elements) return;
    setTokenizer(async (billing) => {
      const card = elements.getElement(CardNumberElement);
      if (!card) throw new CardError('The card form is still loading.');
      const result = await stripe.createPaymentMethod({
        type: 'card',
        card,
        billing_details: {
          name: billing.nameOnCard,
          phone: billing.telephoneNumber,
          address: { line1: billing.addressLine1, line2: billing.addressLine2 },
        },
      });
      if (result.error) throw new CardError(result.error.message ?? 'The card was refused.');
      return {
        cardToken: result.paymentMethod.id,
        cardLast4: result.paymentMethod.card?.last4 ?? null,
      };
    });
    return () => setTokenizer(null);
  }, [stripe, elements, setTokenizer]);

  const change = (event: StripeElementChangeEvent) => {
    setFieldErrors((current) => ({ ...current, [event.elementType]: event.error?.message }));
    setCardError(null);
    onEdit();
  };
  const errors = [...Object.values(fieldErrors), form.cardError].filter(Boolean);

  return (
    <Stack gap={4}>
      <Grid gap="sm">
        <Grid.Col span={{ base: 12, sm: 6 }}>
          <Input.Wrapper label="Card number">
            <Input component="div" pt={10}>
              <CardNumberElement options={{ style: ELEMENT_STYLE }} onChange={change} />
            </Input>
          </Input.Wrapper>
        </Grid.Col>
        <Grid.Col span={{ base: 6, sm: 3 }}>
          <Input.Wrapper label="Expiry">
            <Input component="div" pt={10}>
              <CardExpiryElement options={{ style: ELEMENT_STYLE }} onChange={change} />
            </Input>
          </Input.Wrapper>
        </Grid.Col>
        <Grid.Col span={{ base: 6, sm: 3 }}>
          <Input.Wrapper label="CVC">
            <Input component="div" pt={10}>
              <CardCvcElement options={{ style: ELEMENT_STYLE }} onChange={change} />
            </Input>
          </Input.Wrapper>
        </Grid.Col>
      </Grid>
      {errors.map((error) => (
        <Text key={error} size="xs" c="red" role="alert">
          {error}
        </Text>
      ))}
    </Stack>
  );
}
