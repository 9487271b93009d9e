import type { App } from '../app.js';
import type { SignedIn } from './clinic-world.js';
import { bearer, latestMail } from './factories.js';

let people = 0;

/** A person nobody has invited yet, as the invite form posts them. */
export const newInvitee = (overrides: Record<string, unknown> = {}) => ({
  firstName: 'Ivy',
  lastName: 'Invitee',
  email: `ivy-${(people += 1)}-${Math.random().toString(36).slice(2, 8)}@test.example`,
  gender: 'female',
  dateOfBirth: '1990-01-02',
  ...overrides,
});

export const postInvite = (app: App, by: SignedIn, payload: Record<string, unknown>) =>
  app.inject({ method: 'POST', url: '/api/patientInvite', headers: bearer(by.token), payload });

export const postBulk = (app: App, by: SignedIn, rows: unknown[], clinicId?: number) =>
  app.inject({
    method: 'POST',
    url: `/api/patientBulkRegister${clinicId ? `?clinicId=${clinicId}` : ''}`,
    headers: bearer(by.token),
    payload: rows,
  });

/** The newest mail to `email` once the invitation batch job has written its mails. */
export async function invitationMail(app: App, email: string) {
  await app.jobs.drain();
  return latestMail(app, email);
}

/** The token of the newest link mailed to `email` (sign-up or join). */
export async function mailedToken(app: App, email: string) {
  const mail = await invitationMail(app, email);
  const match = mail ? /token=([^&\s"]+)/.exec(mail.text) : null;
  if (!match?.[1]) throw new Error(`no invitation mailed to ${email}`);
  return decodeURIComponent(match[1]);
}

/** Invites a new patient by form and returns their e-mail and mailed sign-up token. */
export async function invitePatient(
  app: App,
  by: SignedIn,
  overrides: Record<string, unknown> = {},
) {
  const person = newInvitee(overrides);
  const response = await postInvite(app, by, person);
  if (response.statusCode !== 201) throw new Error(`invite failed: ${response.body}`);
  return { ...person, token: await mailedToken(app, person.email) };
}
