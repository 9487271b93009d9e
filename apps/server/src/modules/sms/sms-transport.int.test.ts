import { createServer, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';
import { describe, expect, test } from 'vitest';
import { loadConfig } from '../../config.js';
import { createSuperAdminUser } from '../../test-support/clinic-world.js';
import { bearer, createClinic, createUser, tokenFor } from '../../test-support/factories.js';
import { useTestApp } from '../../test-support/test-app.js';
import { createSmsTransport } from './sms-transport.js';
import { Role } from '@clinicall/shared/roles';

const ctx = useTestApp();

const readBody = (request: IncomingMessage) =>
  new Promise<string>((resolve) => {
    let body = '';
    request.on('data', (chunk: Buffer) => (body += chunk.toString()));
    request.on('end', () => resolve(body));
  });

describe('the SMS port', () => {
  test('D19 queued messages land in the outbox, readable by the super admin only', async () => {
    await ctx.app.db.transaction(async (tx) => {
      await ctx.app.jobs.enqueue(tx, 'sms.send', { to: '+15550001111', body: 'Hello there' });
    });
    await ctx.app.jobs.drain();
    const admin = await createSuperAdminUser(ctx.app);
    const res = await ctx.app.inject({
      url: '/api/dev/sms-outbox?to=%2B15550001111',
      headers: bearer(admin.token),
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject([{ to: '+15550001111', body: 'Hello there' }]);

    const clinic = await createClinic(ctx.app.db);
    const provider = await createUser(ctx.app.db, Role.provider, { clinicId: clinic.id });
    const refused = await ctx.app.inject({
      url: '/api/dev/sms-outbox',
      headers: bearer(await tokenFor(ctx.app, provider.id)),
    });
    expect(refused.statusCode).toBe(403);
  });

  test('D19 with Twilio configured, a message is one authenticated form POST; errors throw', async () => {
    const seen: { url?: string; auth?: string; body?: string }[] = [];
    let status = 201;
    const server = createServer((request, response) => {
      void readBody(request).then((body) => {
        seen.push({ url: request.url, auth: request.headers.authorization, body });
        response.writeHead(status, { 'content-type': 'application/json' }).end('{"code":21211}');
      });
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    try {
      const { port } = server.address() as AddressInfo;
      const config = loadConfig({
        NODE_ENV: 'test',
        TWILIO_ACCOUNT_SID: 'AC123',
        TWILIO_AUTH_TOKEN: 'secret-token',
        TWILIO_FROM: '+15550009999',
        TWILIO_API_URL: `http://127.0.0.1:${port}/`,
      });
      const transport = createSmsTransport(config.sms, ctx.app.db);
      expect(transport.kind).toBe('twilio');
      await transport.deliver({ to: '+15550001111', body: 'Join: https://x.example' });
      expect(seen[0]?.url).toBe('/2010-04-01/Accounts/AC123/Messages.json');
      expect(seen[0]?.auth).toBe(`Basic ${Buffer.from('AC123:secret-token').toString('base64')}`);
      expect(new URLSearchParams(seen[0]?.body)).toEqual(
        new URLSearchParams({
          To: '+15550001111',
          From: '+15550009999',
          Body: 'Join: https://x.example',
        }),
      );
      status = 400;
      await expect(transport.deliver({ to: 'bad', body: 'x' })).rejects.toThrow(/400/);
    } finally {
      server.close();
    }
  });
});
