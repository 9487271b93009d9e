import { Readable } from 'node:stream';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, test } from 'vitest';
import { clinicConsents } from '../../db/schema/clinic-details.js';
import { clinics } from '../../db/schema/clinics.js';
import { demoPdf } from '../../seed/demo-pdf.js';
import { createClinicWorld, type ClinicWorld } from '../../test-support/clinic-world.js';
import { bearer, latestMail } from '../../test-support/factories.js';
import { insertEncounter } from '../../test-support/scheduling.js';
import { useTestApp } from '../../test-support/test-app.js';
import { consentStorageKey } from './clinic-consents.js';

const ctx = useTestApp();
let world: ClinicWorld;
let linkId: string;
let otherLinkId: string;
const pdf = demoPdf('Clinic consent', ['Consent text']);

async function linkFor(w: ClinicWorld) {
  const encounterId = await insertEncounter(ctx.app.db, {
    clinicId: w.clinic.id,
    providerId: w.provider.id,
    patientId: w.patient.id,
    start: new Date(Date.now() + 3_600_000).toISOString(),
    minutes: 30,
    type: 'VIDEO',
  });
  await ctx.app.inject({
    method: 'POST',
    url: `/api/encounters/${encounterId}/roomLink`,
    headers: bearer(w.provider.token),
  });
  const mail = await latestMail(ctx.app, w.patient.email);
  const match = /\/room-link\/([\w-]+)/.exec(mail?.text ?? '');
  if (!match) throw new Error('no room link in the mail');
  return match[1]!;
}

beforeAll(async () => {
  world = await createClinicWorld(ctx.app, {
    allowConsent: true,
    requireConsentCheck: true,
    additionalConsentText: 'Please read our consent before your visit.',
  });
  const fileId = `${crypto.randomUUID()}.pdf`;
  await ctx.app.storage.write(consentStorageKey(fileId), Readable.from([pdf]));
  await ctx.app.db.insert(clinicConsents).values({
    clinicId: world.clinic.id,
    slot: 1,
    name: 'Clinic telehealth consent',
    fileName: 'Clinic consent.pdf',
    fileId,
    size: pdf.length,
    sha256: 'x'.repeat(64),
  });
  linkId = await linkFor(world);
  otherLinkId = await linkFor(await createClinicWorld(ctx.app));
});

const consentsOf = async (id: string) =>
  (await ctx.app.inject({ url: `/api/encounters/roomLink/${id}/consents` })).json();

describe('B37 the clinic’s consents on the room-link page', () => {
  test('B27 B37 with consent on, the clinic’s PDF and text follow the fixed documents', async () => {
    const body = await consentsOf(linkId);
    expect(body.consentFiles.map((file: { name: string }) => file.name)).toEqual([
      'Terms Of Use',
      'Consent For Telehealth',
      'Notice of Privacy',
      'Clinic telehealth consent',
    ]);
    expect(body.additionalConsentText).toBe('Please read our consent before your visit.');
    expect(body.consentFiles[3].required).toBe(true);
    const url = body.consentFiles[3].url as string;
    const download = await ctx.app.inject({ url });
    expect(download.statusCode).toBe(200);
    expect(download.headers['content-type']).toBe('application/pdf');
    expect(download.rawPayload.equals(pdf)).toBe(true);
  });

  test('B37 only the holder of a live link of that clinic downloads it', async () => {
    const base = (id: string, slot: number) => `/api/encounters/roomLink/${id}/consents/${slot}`;
    expect((await ctx.app.inject({ url: base('not-a-link', 1) })).statusCode).toBe(404);
    // Another clinic's link names the same slot: that clinic has no such consent.
    expect((await ctx.app.inject({ url: base(otherLinkId, 1) })).statusCode).toBe(404);
    expect((await ctx.app.inject({ url: base(linkId, 2) })).statusCode).toBe(404);
    expect((await ctx.app.inject({ url: base(linkId, 9) })).statusCode).toBe(400);
  });

  test('B27 consent switched off: only the fixed documents, and no download', async () => {
    await ctx.app.db
      .update(clinics)
      .set({ allowConsent: false })
      .where(eq(clinics.id, world.clinic.id));
    const body = await consentsOf(linkId);
    expect(body.consentFiles).toHaveLength(3);
    expect(body.additionalConsentText).toBeUndefined();
    const download = await ctx.app.inject({ url: `/api/encounters/roomLink/${linkId}/consents/1` });
    expect(download.statusCode).toBe(404);
  });
});
