import { SupportMessages } from '@clinicall/shared/support';
import { describe, expect, test } from 'vitest';
import { createClinicWorld } from '../../test-support/clinic-world.js';
import { bearer, latestMail } from '../../test-support/factories.js';
import { useTestApp } from '../../test-support/test-app.js';

const ctx = useTestApp({ env: { SUPPORT_EMAIL: 'help@support.example' } });

const send = (token: string, payload: Record<string, unknown>) =>
  ctx.app.inject({ method: 'POST', url: '/api/support/tickets', headers: bearer(token), payload });

describe('support tickets', () => {
  test('F133 a ticket goes by mail to the configured support address, naming its sender', async () => {
    const { patient } = await createClinicWorld(ctx.app);
    const response = await send(patient.token, {
      subject: 'Camera not found',
      description: 'My camera is not detected.',
    });
    expect(response.statusCode).toBe(204);
    const mail = await latestMail(ctx.app, 'help@support.example');
    expect(mail?.subject).toBe('Support ticket: Camera not found');
    expect(mail?.text).toContain(patient.email);
    expect(mail?.text).toContain('My camera is not detected.');
  });

  test('F133 an empty subject or description is refused with its text; staff-only roles are refused', async () => {
    const { provider, admin } = await createClinicWorld(ctx.app);
    const empty = await send(provider.token, { subject: ' ', description: 'x' });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().errorMessage).toBe(SupportMessages.subjectRequired);
    const noText = await send(provider.token, { subject: 'x', description: '' });
    expect(noText.json().errorMessage).toBe(SupportMessages.descriptionRequired);
    expect((await send(admin.token, { subject: 'x', description: 'y' })).statusCode).toBe(403);
  });
});
