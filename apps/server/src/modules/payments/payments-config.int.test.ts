import { SandboxTestCards } from '@clinicall/shared/payments';
import { describe, expect, test } from 'vitest';
import { createClinicWorld } from '../../test-support/clinic-world.js';
import { bearer } from '../../test-support/factories.js';
import { useTestApp } from '../../test-support/test-app.js';

const ctx = useTestApp({
  env: { STRIPE_SECRET_KEY: 'sk_test_config', STRIPE_PUBLISHABLE_KEY: 'pk_test_config' },
});

describe('with both Stripe keys set', () => {
  test('GET /api/payments/config names Stripe and its publishable key (never the secret key)', async () => {
    const { patient } = await createClinicWorld(ctx.app);
    const response = await ctx.app.inject({
      url: '/api/payments/config',
      headers: bearer(patient.token),
    });
    expect(response.json()).toEqual({
      gateway: 'stripe',
      publishableKey: 'pk_test_config',
      currency: 'USD',
    });
    expect(response.body).not.toContain('sk_test_config');
  });

  test("the web app's policy lets the page load Stripe.js, its frames and its API, and nothing else new", async () => {
    const response = await ctx.app.inject({ url: '/patient/appointments/make' });
    const policy = String(response.headers['content-security-policy']);
    expect(policy).toContain("script-src 'self' https://js.stripe.com https://*.js.stripe.com");
    expect(policy).toContain('frame-src https://js.stripe.com');
    expect(policy).toContain("connect-src 'self' https://api.stripe.com");
  });

  test('the sandbox tokenize endpoint does not exist, so no card number can be posted to us', async () => {
    const { patient } = await createClinicWorld(ctx.app);
    const response = await ctx.app.inject({
      method: 'POST',
      url: '/api/payments/sandbox/tokens',
      headers: bearer(patient.token),
      payload: { cardNumber: SandboxTestCards.approved, expMonth: 12, expYear: 2099, cvc: '123' },
    });
    expect(response.statusCode).toBe(404);
  });
});
