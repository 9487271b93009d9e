import { Role } from '@clinicall/shared/roles';
import { eq } from 'drizzle-orm';
import { describe, expect, test } from 'vitest';
import { jobs } from '../../db/schema/jobs.js';
import { mailOutbox } from '../../db/schema/mail.js';
import { TEST_PASSWORD, createUser } from '../../test-support/factories.js';
import { startSilentSmtp } from '../../test-support/silent-smtp.js';
import { createTestApp } from '../../test-support/test-app.js';
import type { Mail } from './mail.js';
import type { MailTransport } from './mail-transport.js';

const mail = (to: string): Mail => ({ to, subject: 'Hello', text: 'Hello', html: '<p>Hello</p>' });

const signInPayload = (email: string) => ({ email, password: TEST_PASSWORD });

describe('durable mail queue', () => {
  test('a sign-in that mails a passcode answers at once while the SMTP server hangs', async () => {
    const smtp = await startSilentSmtp();
    const ctx = await createTestApp({ env: { SMTP_URL: smtp.url } });
    try {
      const user = await createUser(ctx.app.db, Role.provider, { passcodeRequired: true });
      const started = performance.now();
      const response = await ctx.app.inject({
        method: 'POST',
        url: '/api/authenticate',
        payload: signInPayload(user.email),
      });
      expect(response.json()).toEqual({ action: 'passcode' });
      // Sending inline would wait for the silent server's greeting (10 s here, 30 s by default).
      expect(performance.now() - started).toBeLessThan(8_000);
      expect(smtp.connections()).toBe(0);
      const queued = await ctx.app.db.select().from(jobs).where(eq(jobs.type, 'mail.send'));
      expect(queued).toHaveLength(1);
      expect(queued[0]?.payload).toMatchObject({ to: user.email });
    } finally {
      await ctx.close();
      await smtp.close();
    }
  });

  test('a failing transport is retried with exponential backoff and the mail finally goes out', async () => {
    let clock = new Date('2026-01-01T08:00:00Z');
    const delivered: Mail[] = [];
    let failuresLeft = 2;
    const flaky: MailTransport = {
      kind: 'smtp',
      async deliver(m) {
        if (failuresLeft > 0) {
          failuresLeft -= 1;
          throw new Error('421 try again later');
        }
        delivered.push(m);
      },
      close: () => undefined,
    };
    const ctx = await createTestApp({
      mailTransport: flaky,
      jobs: { now: () => clock, retry: { baseMs: 1_000, maxMs: 60_000 } },
    });
    const advance = (ms: number) => {
      clock = new Date(clock.getTime() + ms);
    };
    const job = async () => (await ctx.app.db.select().from(jobs))[0];
    try {
      await ctx.app.mailer.enqueue(mail('retry@test.example'), ctx.app.db);

      await ctx.app.jobs.drain();
      expect(await job()).toMatchObject({ state: 'pending', attempts: 1 });
      expect((await job())?.lastError).toContain('421');
      expect((await job())?.runAt.getTime()).toBe(clock.getTime() + 1_000);

      advance(999);
      await ctx.app.jobs.drain();
      expect(await job()).toMatchObject({ attempts: 1 });

      advance(1);
      await ctx.app.jobs.drain();
      expect(await job()).toMatchObject({ state: 'pending', attempts: 2 });
      expect((await job())?.runAt.getTime()).toBe(clock.getTime() + 2_000);

      advance(2_000);
      await ctx.app.jobs.drain();
      expect(delivered).toEqual([mail('retry@test.example')]);
      expect(await job()).toBeUndefined();
    } finally {
      await ctx.close();
    }
  });

  test('a job that keeps failing stops after its last attempt and keeps the error', async () => {
    let clock = new Date('2026-01-01T08:00:00Z');
    const broken: MailTransport = {
      kind: 'smtp',
      deliver: () => Promise.reject(new Error('550 mailbox unavailable')),
      close: () => undefined,
    };
    const ctx = await createTestApp({
      mailTransport: broken,
      jobs: { now: () => clock, retry: { baseMs: 10, maxMs: 10 } },
    });
    try {
      await ctx.app.jobs.enqueue(ctx.app.db, 'mail.send', mail('never@test.example'), {
        maxAttempts: 3,
      });
      for (let i = 0; i < 5; i += 1) {
        await ctx.app.jobs.drain();
        clock = new Date(clock.getTime() + 10);
      }
      const [row] = await ctx.app.db.select().from(jobs);
      expect(row).toMatchObject({ state: 'failed', attempts: 3 });
      expect(row?.lastError).toContain('550');
    } finally {
      await ctx.close();
    }
  });

  test('a mail queued in a transaction that rolls back is never sent', async () => {
    const ctx = await createTestApp();
    try {
      await expect(
        ctx.app.db.transaction(async (tx) => {
          await ctx.app.mailer.enqueue(mail('rollback@test.example'), tx);
          throw new Error('the change failed');
        }),
      ).rejects.toThrow('the change failed');
      await ctx.app.jobs.drain();
      expect(await ctx.app.db.select().from(jobs)).toEqual([]);
      const sent = await ctx.app.db
        .select()
        .from(mailOutbox)
        .where(eq(mailOutbox.to, 'rollback@test.example'));
      expect(sent).toEqual([]);
    } finally {
      await ctx.close();
    }
  });

  test('the worker started by the app delivers queued mail by itself and stops on close', async () => {
    const ctx = await createTestApp();
    await ctx.app.close();
    const { buildApp } = await import('../../app.js');
    const app = await buildApp({
      config: ctx.app.config,
      database: ctx.database,
      jwtSecret: new Uint8Array(32),
      hmacSecret: new Uint8Array(32),
      logger: false,
      jobs: { pollMs: 20 },
    });
    try {
      await app.ready();
      await app.mailer.enqueue(mail('worker@test.example'), app.db);
      await expect
        .poll(async () =>
          app.db.select().from(mailOutbox).where(eq(mailOutbox.to, 'worker@test.example')),
        )
        .toHaveLength(1);
    } finally {
      await app.close();
      await ctx.database.close();
    }
  });
});
