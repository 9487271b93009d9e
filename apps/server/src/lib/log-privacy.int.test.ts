import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { loadConfig } from '../config.js';
import { DEMO_PASSWORD, demoAccounts } from '../seed/demo-accounts.js';
import { seedDemoIfEmpty } from '../seed/demo-seed.js';
import { registerTopic } from '../test-support/messaging.js';
import { bearer, signIn } from '../test-support/factories.js';
import { createTestApp, type TestContext } from '../test-support/test-app.js';
import { createLogger } from './logger.js';

const lines: string[] = [];
let ctx: TestContext | undefined;

beforeAll(async () => {
  // The production logger at its default level, writing its JSON lines into memory.
  const logger = createLogger(loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'info' }), {
    write: (line: string) => {
      lines.push(line);
    },
  });
  ctx = await createTestApp({ logger });
  await seedDemoIfEmpty(ctx.database.db);
});
afterAll(async () => {
  await ctx?.close();
});

describe(
  'issue 24: the logs of a journey hold no patient data and no secret',
  { timeout: 120_000 },
  () => {
    test('the demo patient signs in, is searched for and messaged; the log names none of it', async () => {
      if (!ctx) throw new Error('the app is used before beforeAll ran');
      const { app } = ctx;
      const patient = demoAccounts.patientJones;
      const provider = demoAccounts.providerRivera;
      const text = 'Your potassium came back at 5.9 mmol/L, please call us';

      const patientToken = await signIn(app, patient.email, DEMO_PASSWORD);
      const providerToken = await signIn(app, provider.email, DEMO_PASSWORD);
      await app.inject({ url: '/api/account', headers: bearer(patientToken) });
      await app.inject({
        url: `/api/patients/search?keyword=${encodeURIComponent(patient.lastName)}`,
        headers: bearer(providerToken),
      });
      await app.inject({ url: `/api/users/${encodeURIComponent(patient.email)}` });
      await registerTopic(
        app,
        { token: providerToken } as Parameters<typeof registerTopic>[1],
        [{ email: patient.email }],
        { subject: 'Lab results', body: text },
      );
      // Failures, a refused limit and a reset request: the lines an operator gets about an account.
      for (let i = 0; i < 3; i += 1) {
        await app.inject({
          method: 'POST',
          url: '/api/authenticate',
          payload: { email: patient.email, password: 'Wrong12345' },
        });
      }
      await app.inject({
        method: 'POST',
        url: '/api/account/reset_password/init',
        payload: { email: patient.email },
      });
      await app.jobs.drain();

      expect(lines.length).toBeGreaterThan(5);
      for (const line of lines) expect(() => JSON.parse(line) as unknown).not.toThrow();
      const log = lines.join('\n').toLowerCase();
      for (const secret of [
        patient.email,
        patient.firstName,
        patient.lastName,
        '5555550101',
        text,
        'potassium',
        DEMO_PASSWORD,
        'Wrong12345',
        patientToken,
      ]) {
        expect(log, secret).not.toContain(secret.toLowerCase());
      }
    });
  },
);
