import { createHash, randomUUID } from 'node:crypto';
import { Readable } from 'node:stream';
import { eq } from 'drizzle-orm';
import type { Executor } from '../db/database.js';
import {
  clinicAddresses,
  clinicConsents,
  clinicExperienceBoxes,
  parentClinicMembers,
  parentClinics,
} from '../db/schema/clinic-details.js';
import { clinics } from '../db/schema/clinics.js';
import type { FileStorage } from '../modules/storage/file-storage.js';
import { demoPdf } from './demo-pdf.js';

/** A small logo drawn in code: the clinic's initial on a coloured badge beside its name. */
async function demoLogo(name: string, colour: string, width: number, height: number) {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">
  <rect width="100%" height="100%" fill="white"/>
  <circle cx="${height / 2}" cy="${height / 2}" r="${height / 2 - 6}" fill="${colour}"/>
  <text x="${height / 2}" y="${height / 2 + 11}" font-family="sans-serif" font-size="32" font-weight="700" fill="white" text-anchor="middle">${name[0]}</text>
  <text x="${height + 8}" y="${height / 2 + 8}" font-family="sans-serif" font-size="24" font-weight="600" fill="#1f2d3d">${name}</text>
</svg>`;
  // Loaded only when the demo is seeded with storage: the image library costs every start time.
  const { default: sharp } = await import('sharp');
  return sharp(Buffer.from(svg)).png().toBuffer();
}

async function storeLogo(storage: FileStorage, png: Buffer) {
  const file = `${randomUUID()}.png`;
  await storage.write(`clinic-logos/${file}`, Readable.from([png]));
  return `/api/clinics/logos/${file}`;
}

const address = (firstStreetLine: string, city: string, postalCode: string) => ({
  firstStreetLine,
  city,
  state: 'OR',
  addressType: 'Main',
  postalCode,
  position: 0,
});

/**
 * Issue 20 point 11: Riverside gets its logos, consent PDFs, address, experience boxes and an
 * experience image (its custom URL `riverside` comes with it); a second clinic, Lakeside, joins it
 * under one parent account. Without storage the files are left out and the rest is seeded.
 */
export async function seedDemoClinics(
  ex: Executor,
  storage: FileStorage | undefined,
  riversideId: number,
) {
  const [lakeside] = await ex
    .insert(clinics)
    .values({
      name: 'Lakeside Behavioral Health',
      description: 'Counselling and psychiatry by video, evenings included.',
      clinicType: 'Behavioral health',
      customUrl: 'lakeside',
      isPatientScheduleAppointmentEnabled: true,
      allowAppointmentTemplate: true,
    })
    .returning({ id: clinics.id });
  if (!lakeside) throw new Error('clinic insert returned no row');

  await ex.insert(clinicAddresses).values([
    { clinicId: riversideId, ...address('120 River Road', 'Portland', '97201') },
    { clinicId: lakeside.id, ...address('8 Lakeshore Drive', 'Lake Oswego', '97034') },
  ]);
  await ex.insert(clinicExperienceBoxes).values([
    {
      clinicId: riversideId,
      position: 0,
      name: 'Before your visit',
      url: 'https://example.com/riverside/before-your-visit',
    },
    {
      clinicId: riversideId,
      position: 1,
      name: 'Meet our team',
      url: 'https://example.com/riverside/team',
    },
  ]);
  const [parent] = await ex
    .insert(parentClinics)
    .values({
      name: 'Cascade Health Partners',
      description: 'Riverside and Lakeside, billed together.',
    })
    .returning({ id: parentClinics.id });
  if (!parent) throw new Error('parent clinic insert returned no row');
  await ex.insert(parentClinicMembers).values([
    { parentClinicId: parent.id, clinicId: riversideId },
    { parentClinicId: parent.id, clinicId: lakeside.id },
  ]);

  const files = storage
    ? {
        customLogo: await storeLogo(storage, await demoLogo('Riverside', '#1c7ed6', 320, 72)),
        customTopLogo: await storeLogo(storage, await demoLogo('Riverside', '#1c7ed6', 200, 56)),
        // B52: an uploaded experience image, shown on the experience guide.
        storageUrls: [
          await storeLogo(storage, await demoLogo('Welcome to Riverside', '#2f9e44', 480, 96)),
        ],
      }
    : {};
  await ex
    .update(clinics)
    .set({ ...files, allowExperienceBuilder: true, allowConsent: storage !== undefined })
    .where(eq(clinics.id, riversideId));
  if (!storage) return;

  const consents = [
    { name: 'Consent for telehealth', fileName: 'Telehealth consent.pdf' },
    { name: 'Notice of privacy practices', fileName: 'Privacy notice.pdf' },
  ];
  for (const [index, consent] of consents.entries()) {
    const pdf = demoPdf(consent.name, [
      'Riverside Family Health',
      'Please read before your visit.',
    ]);
    const fileId = `${randomUUID()}.pdf`;
    await storage.write(`clinic-consents/${fileId}`, Readable.from([pdf]));
    await ex.insert(clinicConsents).values({
      clinicId: riversideId,
      slot: index + 1,
      ...consent,
      fileId,
      size: pdf.length,
      sha256: createHash('sha256').update(pdf).digest('hex'),
    });
  }
}
