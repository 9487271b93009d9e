import { eq } from 'drizzle-orm';
import { describe, expect, test } from 'vitest';
import { users } from '../db/schema/identity.js';
import { smsOutbox } from '../db/schema/room-access.js';
import { latestMail } from '../test-support/factories.js';
import { useTestApp } from '../test-support/test-app.js';
import { demoAccounts } from './demo-accounts.js';
import { seedDemoIfEmpty } from './demo-seed.js';

const ctx = useTestApp();

describe('demo room access', () => {
  test('D19 the demo sends a room link by e-mail and SMS; Noah Brown is on-demand-ready', async () => {
    await seedDemoIfEmpty(ctx.database.db);
    // The seeded job queues the mail and the SMS; the second drain delivers them.
    await ctx.app.jobs.drain();
    await ctx.app.jobs.drain();
    const texts = await ctx.app.db.select().from(smsOutbox);
    expect(texts).toHaveLength(1);
    expect(texts[0]!.body).toMatch(/\/room-link\/[\w-]+/);
    const [patient] = await ctx.app.db
      .select({ email: users.email })
      .from(users)
      .where(eq(users.phoneNumber, texts[0]!.to));
    expect((await latestMail(ctx.app, patient!.email))?.text).toMatch(/\/room-link\//);

    const [brown] = await ctx.app.db
      .select({ phoneNumber: users.phoneNumber })
      .from(users)
      .where(eq(users.email, demoAccounts.patientBrown.email));
    expect(brown?.phoneNumber).toBe('+15555550177');
  });
});
