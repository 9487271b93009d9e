import { AdminClinicMessages as M, type ClinicInput } from '@clinicall/shared/admin-clinic';
import { and, eq } from 'drizzle-orm';
import sharp from 'sharp';
import { describe, expect, test } from 'vitest';
import { auditLog } from '../../db/schema/audit.js';
import { demoPdf } from '../../seed/demo-pdf.js';
import { createClinicWorld, createSuperAdminUser } from '../../test-support/clinic-world.js';
import { bearer } from '../../test-support/factories.js';
import { multipart, type MultipartPart } from '../../test-support/multipart.js';
import { useTestApp } from '../../test-support/test-app.js';

const ctx = useTestApp();
const unique = () => Math.random().toString(36).slice(2, 8);
const base = (extra: Partial<ClinicInput> = {}): ClinicInput => ({
  name: `North Clinic ${unique()}`,
  description: 'Telehealth for the north side.',
  clinicType: 'Primary care',
  ...extra,
});
const pdf = (title: string) => demoPdf(title, ['Consent text']);
const png = () =>
  sharp({ create: { width: 40, height: 20, channels: 3, background: '#2a6' } })
    .png()
    .toBuffer();

async function admin() {
  return bearer((await createSuperAdminUser(ctx.app)).token);
}

const post = async (headers: Record<string, string>, body: ClinicInput) =>
  ctx.app.inject({ method: 'POST', url: '/api/admin/clinic', headers, payload: body });

const postFiles = async (
  headers: Record<string, string>,
  body: ClinicInput,
  files: MultipartPart[],
  url = '/api/admin/clinic/file',
  method: 'POST' | 'PUT' = 'POST',
) => {
  const form = multipart([{ name: 'clinicDTOJson', value: JSON.stringify(body) }, ...files]);
  return ctx.app.inject({
    method,
    url,
    headers: { ...headers, ...form.headers },
    payload: form.payload,
  });
};

describe('super admin: clinics', () => {
  test('B9 B11 B13 B48 B51 B16 a clinic is added with every field and read back', async () => {
    const headers = await admin();
    const body = base({
      isPatientScheduleAppointmentEnabled: true,
      allowMuteAll: true,
      addressUSDTOList: [
        {
          firstStreetLine: '1 Main St',
          city: 'Springfield',
          state: 'IL',
          addressType: 'Main',
          postalCode: '62701',
        },
      ],
      experienceBoxes: [{ name: 'Welcome video', url: 'https://example.com/welcome' }],
      storageUrls: ['https://example.com/a.png'],
      customUrl: `North-${unique()}`,
    });
    const created = await post(headers, body);
    expect(created.statusCode).toBe(200);
    const clinic = created.json();
    const read = await ctx.app.inject({ url: `/api/admin/clinic/${clinic.id}`, headers });
    expect(read.json()).toMatchObject({
      name: body.name,
      activated: true,
      isPatientScheduleAppointmentEnabled: true,
      allowMuteAll: true,
      allowConsent: false,
      customUrl: body.customUrl,
      addressUSDTOList: [{ city: 'Springfield', postalCode: '62701', addressActive: true }],
      experienceBoxes: [{ name: 'Welcome video' }],
      storageUrls: ['https://example.com/a.png'],
    });
    const [row] = await ctx.app.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'admin.clinic.create'), eq(auditLog.clinicId, clinic.id)));
    expect(row?.detail).toMatchObject({ changes: { name: { from: null, to: body.name } } });
  });

  test('B9 name, description and type are required; more than 5 experience boxes are refused', async () => {
    const headers = await admin();
    expect((await post(headers, base({ name: ' ' }))).statusCode).toBe(400);
    expect((await post(headers, base({ clinicType: '' }))).statusCode).toBe(400);
    const box = { name: 'x', url: 'https://example.com' };
    expect((await post(headers, base({ experienceBoxes: Array(6).fill(box) }))).statusCode).toBe(
      400,
    );
    const address = { firstStreetLine: 'a', city: 'b', state: 'c', addressType: 'Main' };
    const badZip = await post(
      headers,
      base({ addressUSDTOList: [{ ...address, postalCode: '1' }] }),
    );
    expect(badZip.statusCode).toBe(400);
  });

  test('B12 B15 B17 a custom URL is unique whatever its case and cannot be an application route', async () => {
    const headers = await admin();
    const url = `Lake-${unique()}`;
    const first = await post(headers, base({ customUrl: url }));
    expect(first.statusCode).toBe(200);
    const clash = await post(headers, base({ customUrl: url.toUpperCase() }));
    expect(clash.statusCode).toBe(409);
    expect(clash.json().errorMessage).toBe(M.customUrlTaken);

    const other = (await post(headers, base())).json();
    const update = await ctx.app.inject({
      method: 'PUT',
      url: `/api/admin/clinic/${other.id}`,
      headers,
      payload: base({ customUrl: url.toLowerCase() }),
    });
    expect(update.json().errorMessage).toBe(M.customUrlTaken);

    for (const reserved of ['login', 'API', 'admin-dashboard', 'appointments']) {
      const answer = await post(headers, base({ customUrl: reserved }));
      expect(answer.statusCode, reserved).toBe(409);
      expect(answer.json().code).toBe('CUSTOM_URL_RESERVED');
    }
    expect((await post(headers, base({ customUrl: 'a b/c' }))).json().errorMessage).toBe(
      M.customUrlFormat,
    );
  });

  test('B16 deactivating a clinic persists and is audited as such', async () => {
    const headers = await admin();
    const clinic = (await post(headers, base())).json();
    const saved = await ctx.app.inject({
      method: 'PUT',
      url: `/api/admin/clinic/${clinic.id}`,
      headers,
      payload: { ...base({ name: clinic.name }), activated: false },
    });
    expect(saved.json().activated).toBe(false);
    const [row] = await ctx.app.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'admin.clinic.deactivate'), eq(auditLog.clinicId, clinic.id)));
    expect(row?.detail).toMatchObject({ changes: { activated: { from: true, to: false } } });
  });

  test('B10 B14 B28 B29 B38 consents and logos upload, are served, and consent off clears them', async () => {
    const headers = await admin();
    const body = base({
      allowConsent: true,
      additionalConsentText: 'Please read both.',
      consents: [{ name: 'Telehealth' }, { name: 'Privacy' }],
    });
    const created = await postFiles(headers, body, [
      { name: 'consentFile1', fileName: 'tele.pdf', content: pdf('Telehealth') },
      { name: 'consentFile2', fileName: 'privacy.pdf', content: pdf('Privacy') },
      { name: 'file', fileName: 'logo.png', content: await png() },
    ]);
    expect(created.statusCode).toBe(200);
    const clinic = created.json();
    expect(clinic.consents).toMatchObject([
      { slot: 1, name: 'Telehealth', fileName: 'tele.pdf' },
      { slot: 2, name: 'Privacy', fileName: 'privacy.pdf' },
    ]);
    expect(clinic.customLogo).toMatch(/^\/api\/clinics\/logos\/[0-9a-f-]+\.png$/);
    const logo = await ctx.app.inject({ url: clinic.customLogo });
    expect(logo.statusCode).toBe(200);
    expect(logo.headers['content-type']).toBe('image/png');
    const consent = await ctx.app.inject({
      url: `/api/admin/clinic/${clinic.id}/consents/${clinic.consents[0].file}`,
      headers,
    });
    expect(consent.headers['content-type']).toBe('application/pdf');

    // B36 on the server: slot 2 moves up to slot 1, keeping its stored file.
    const shifted = await ctx.app.inject({
      method: 'PUT',
      url: `/api/admin/clinic/${clinic.id}`,
      headers,
      payload: {
        ...body,
        consents: [{ name: 'Privacy', file: clinic.consents[1].file }],
      },
    });
    expect(shifted.json().consents).toMatchObject([{ slot: 1, name: 'Privacy' }]);

    const off = await ctx.app.inject({
      method: 'PUT',
      url: `/api/admin/clinic/${clinic.id}`,
      headers,
      payload: { ...body, allowConsent: false, consents: [] },
    });
    expect(off.json()).toMatchObject({ consents: [], additionalConsentText: null });
  });

  test('B30-B35 consent rules answer their exact texts', async () => {
    const headers = await admin();
    const on = (consents: ClinicInput['consents']) => base({ allowConsent: true, consents });
    const file = (slot: number, content = pdf(`c${slot}`), fileName = `c${slot}.pdf`) => ({
      name: `consentFile${slot}`,
      fileName,
      content,
    });
    const cases: [ClinicInput, MultipartPart[], string][] = [
      [on([]), [], M.consentOrder],
      [on([{ name: '' }, { name: 'Second' }]), [file(2)], M.consentOrder],
      [on([{ name: '' }]), [file(1)], M.consentNeedsName(1)],
      [on([{ name: 'One' }, { name: 'Two' }]), [file(1)], M.consentNeedsFile(2)],
      [on([{ name: 'One' }]), [file(1, Buffer.from('MZ not a pdf'))], M.consentFile],
      [on([{ name: 'One' }]), [file(1, Buffer.alloc(2_000_001, 0x25))], M.consentFile],
      [on([{ name: 'One' }]), [file(1, pdf('x'), '.pdf')], M.consentEmptyName],
      [
        on([{ name: 'One' }, { name: 'Two' }]),
        [file(1, pdf('same')), file(2, pdf('same'))],
        M.consentDuplicate,
      ],
    ];
    for (const [body, files, message] of cases) {
      const answer = await postFiles(headers, body, files);
      expect(answer.json().errorMessage, message).toBe(message);
      expect(answer.statusCode).toBeGreaterThanOrEqual(400);
      expect(answer.statusCode).toBeLessThan(500);
    }
  });

  test('B38 a logo over 3,000,000 bytes or not an image is refused, and nothing is added', async () => {
    const headers = await admin();
    const body = base();
    const big = Buffer.concat([await png(), Buffer.alloc(3_000_001)]);
    const tooBig = await postFiles(headers, body, [
      { name: 'file', fileName: 'l.png', content: big },
    ]);
    expect(tooBig.json().errorMessage).toBe(M.logoTooLarge);
    const fake = await postFiles(headers, body, [
      { name: 'topLogoFile', fileName: 'l.png', content: pdf('not an image') },
    ]);
    expect(fake.json().errorMessage).toBe(M.logoType);
    const found = await ctx.app.inject({
      url: `/api/admin/clinics/find?keyword=${encodeURIComponent(body.name)}`,
      headers,
    });
    expect(found.json().totalElements).toBe(0);
  });

  test('B39-B47 partner rules: required when monitoring is on, organization id, associated partner', async () => {
    const headers = await admin();
    const partners = (
      await ctx.app.inject({ url: '/api/admin/partner/search?type=RPM', headers })
    ).json<{ id: number; companyName: string; selectable: boolean }[]>();
    expect(partners.map((p) => p.companyName).sort()).toEqual(
      ['Morley', 'Premedex', 'Promedix', 'Remote Care Partners', 'Strados', 'Thorough'].sort(),
    );
    const id = (name: string) => partners.find((p) => p.companyName === name)!.id;
    expect(partners.find((p) => p.companyName === 'Premedex')!.selectable).toBe(false);
    const rpm = (extra: Partial<ClinicInput>) =>
      post(headers, base({ allowRemotePatientMonitoring: true, ...extra }));
    expect((await rpm({})).json().errorMessage).toBe(M.partnerRequired);
    expect((await rpm({ rpmPartnerId: id('Premedex') })).statusCode).toBe(400);
    expect((await rpm({ rpmPartnerId: id('Thorough') })).statusCode).toBe(400);
    const promedix = await rpm({
      rpmPartnerId: id('Promedix'),
      externalPartnerId: 'ORG-1',
      associatedPartnerId: id('Premedex'),
    });
    expect(promedix.json()).toMatchObject({
      rpmPartnerId: id('Promedix'),
      externalPartnerId: 'ORG-1',
      associatedPartnerId: id('Premedex'),
    });
    const strados = await rpm({
      rpmPartnerId: id('Strados'),
      externalPartnerId: 'ignored',
      associatedPartnerId: id('Premedex'),
    });
    expect(strados.json()).toMatchObject({ externalPartnerId: null, associatedPartnerId: null });
    const saved = promedix.json();
    const forClinic = await ctx.app.inject({
      url: `/api/admin/clinic/${saved.id}/partner/search?partnerType=RPM`,
      headers,
    });
    expect(forClinic.json()).toHaveLength(6);
  });

  test('B5 B6 B7 B8 find pages 15 at a time with the active filter; pickers list clinics', async () => {
    const headers = await admin();
    const tag = `Pg${unique()}`;
    for (let n = 0; n < 17; n += 1) {
      await post(
        headers,
        base({ name: `${tag} ${String(n).padStart(2, '0')}`, activated: n !== 0 }),
      );
    }
    const page = async (query: string) =>
      (
        await ctx.app.inject({ url: `/api/admin/clinics/find?keyword=${tag}&${query}`, headers })
      ).json();
    expect(await page('page=0')).toMatchObject({ totalElements: 17, last: false });
    expect((await page('page=0')).content).toHaveLength(15);
    expect(await page('page=1')).toMatchObject({ last: true });
    expect((await page('filterByActivated=true&isActivated=false')).content).toHaveLength(1);
    expect((await page('filterByActivated=true&isActivated=true')).totalElements).toBe(16);
    const search = await ctx.app.inject({
      url: `/api/admin/clinics/search?keyword=${tag}`,
      headers,
    });
    expect(search.json()).toHaveLength(17);
    const active = await ctx.app.inject({ url: '/api/admin/activeClinics', headers });
    expect(active.json().some((c: { name: string }) => c.name === `${tag} 00`)).toBe(false);
  });

  test('I15 every other role gets 403 on the clinic routes', async () => {
    const world = await createClinicWorld(ctx.app);
    const routes: [string, string][] = [
      ['GET', '/api/admin/clinics'],
      ['GET', '/api/admin/clinics/find'],
      ['GET', '/api/admin/clinics/search?keyword=a'],
      ['GET', '/api/admin/activeClinics'],
      ['POST', '/api/admin/clinic'],
      ['POST', '/api/admin/clinic/file'],
      ['GET', `/api/admin/clinic/${world.clinic.id}`],
      ['PUT', `/api/admin/clinic/${world.clinic.id}`],
      ['PUT', `/api/admin/clinic/${world.clinic.id}/updateFile`],
      ['GET', '/api/admin/partner/search?type=RPM'],
      ['GET', `/api/admin/clinic/${world.clinic.id}/partner/search`],
    ];
    for (const user of [world.admin, world.provider, world.assistant, world.patient]) {
      for (const [method, url] of routes) {
        const answer = await ctx.app.inject({
          method: method as 'GET',
          url,
          headers: bearer(user.token),
          ...(method === 'GET' ? {} : { payload: base() }),
        });
        expect(answer.statusCode, `${user.email} ${method} ${url}`).toBe(403);
      }
    }
  });
});
