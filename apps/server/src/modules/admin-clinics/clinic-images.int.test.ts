import { AdminClinicMessages as M, type ClinicInput } from '@clinicall/shared/admin-clinic';
import sharp from 'sharp';
import { describe, expect, test } from 'vitest';
import { demoPdf } from '../../seed/demo-pdf.js';
import { createSuperAdminUser } from '../../test-support/clinic-world.js';
import { bearer } from '../../test-support/factories.js';
import { multipart, type MultipartPart } from '../../test-support/multipart.js';
import { useTestApp } from '../../test-support/test-app.js';
import { FileNotFoundError } from '../storage/file-storage.js';
import { logoKey } from './clinic-uploads.js';

const ctx = useTestApp();
const unique = () => Math.random().toString(36).slice(2, 8);
const base = (extra: Partial<ClinicInput> = {}): ClinicInput => ({
  name: `Image Clinic ${unique()}`,
  description: 'Guides its patients with pictures.',
  clinicType: 'Primary care',
  allowExperienceBuilder: true,
  ...extra,
});
const png = () =>
  sharp({ create: { width: 30, height: 20, channels: 3, background: '#36a' } })
    .png()
    .toBuffer();
const image = async (fileName = 'waiting-room.png'): Promise<MultipartPart> => ({
  name: 'experienceImage',
  fileName,
  content: await png(),
});

async function send(
  headers: Record<string, string>,
  body: ClinicInput,
  files: MultipartPart[],
  id?: number,
) {
  const form = multipart([{ name: 'clinicDTOJson', value: JSON.stringify(body) }, ...files]);
  return ctx.app.inject({
    method: id === undefined ? 'POST' : 'PUT',
    url: id === undefined ? '/api/admin/clinic/file' : `/api/admin/clinic/${id}/updateFile`,
    headers: { ...headers, ...form.headers },
    payload: form.payload,
  });
}

const stored = async (path: string) => {
  try {
    (await ctx.app.storage.read(logoKey(path))).destroy();
    return true;
  } catch (error) {
    if (error instanceof FileNotFoundError) return false;
    throw error;
  }
};

describe('B52 experience images uploaded with the clinic', () => {
  test('B52 uploaded images follow the web addresses, are served openly like the logos, and an edit that drops one removes its file', async () => {
    const headers = bearer((await createSuperAdminUser(ctx.app)).token);
    const body = base({ storageUrls: ['https://example.com/lobby.jpg'] });
    const created = await send(headers, body, [await image(), await image('desk.png')]);
    expect(created.statusCode).toBe(200);
    const clinic = created.json<{ id: number; storageUrls: string[] }>();
    expect(clinic.storageUrls).toHaveLength(3);
    expect(clinic.storageUrls[0]).toBe('https://example.com/lobby.jpg');
    const [, first = '', second = ''] = clinic.storageUrls;
    expect(first).toMatch(/^\/api\/clinics\/logos\/[0-9a-f-]{36}\.png$/);
    // Open, as the guide is shown before anyone signs in.
    const served = await ctx.app.inject({ url: first });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/png');

    const edited = await send(headers, { ...body, storageUrls: [second] }, [], clinic.id);
    expect(edited.statusCode).toBe(200);
    expect(edited.json().storageUrls).toEqual([second]);
    expect((await ctx.app.inject({ url: first })).statusCode).toBe(404);
    expect(await stored(first)).toBe(false);
    expect(await stored(second)).toBe(true);
  });

  test('B52 a sixth image, a file that is not an image, one over 3 MB or another clinic’s image is refused, and nothing changes', async () => {
    const headers = bearer((await createSuperAdminUser(ctx.app)).token);
    const other = (await send(headers, base(), [await image()])).json<{ storageUrls: string[] }>();
    const foreignPath = other.storageUrls[0] ?? '';
    const body = base({ storageUrls: ['https://example.com/1.png', 'https://example.com/2.png'] });
    const clinic = (await send(headers, body, [])).json<{ id: number }>();

    const refusals: [MultipartPart[], ClinicInput, string, number][] = [
      [await Promise.all([1, 2, 3, 4].map(() => image())), body, M.tooManyImages, 400],
      [[{ ...(await image()), content: demoPdf('Not an image', ['x']) }], body, M.imageType, 415],
      [
        [{ ...(await image()), content: Buffer.concat([await png(), Buffer.alloc(3_000_001)]) }],
        body,
        M.logoTooLarge,
        413,
      ],
      [[], { ...body, storageUrls: [foreignPath] }, M.formInvalid, 400],
    ];
    for (const [files, input, message, status] of refusals) {
      const answer = await send(headers, input, files, clinic.id);
      expect(answer.statusCode, message).toBe(status);
      expect(answer.json().errorMessage).toBe(message);
    }
    const after = await ctx.app.inject({ url: `/api/admin/clinic/${clinic.id}`, headers });
    expect(after.json().storageUrls).toEqual(body.storageUrls);
    // The other clinic's image is still its own and still served.
    expect((await ctx.app.inject({ url: foreignPath })).statusCode).toBe(200);
  });
});
