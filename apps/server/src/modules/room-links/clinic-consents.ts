import { and, asc, eq } from 'drizzle-orm';
import type { Executor } from '../../db/database.js';
import { clinicConsents } from '../../db/schema/clinic-details.js';
import { clinics } from '../../db/schema/clinics.js';
import { encounters } from '../../db/schema/encounters.js';

/**
 * B27, B37: the consent PDFs of the appointment's clinic, when its consent switch is on; none
 * otherwise. Read per request, so switching consent off stops offering them at once.
 */
export async function clinicConsentsOfEncounter(ex: Executor, encounterId: number) {
  const [clinic] = await ex
    .select({
      id: clinics.id,
      requireConsentCheck: clinics.requireConsentCheck,
      additionalConsentText: clinics.additionalConsentText,
    })
    .from(encounters)
    .innerJoin(clinics, eq(clinics.id, encounters.clinicId))
    .where(and(eq(encounters.id, encounterId), eq(clinics.allowConsent, true)))
    .limit(1);
  if (!clinic) return null;
  const files = await ex
    .select({
      slot: clinicConsents.slot,
      name: clinicConsents.name,
      fileName: clinicConsents.fileName,
      fileId: clinicConsents.fileId,
    })
    .from(clinicConsents)
    .where(eq(clinicConsents.clinicId, clinic.id))
    .orderBy(asc(clinicConsents.slot));
  return { ...clinic, files };
}

/** Where the admin uploads store a consent PDF (the same layout as `admin-clinics/clinic-uploads`). */
export const consentStorageKey = (fileId: string) => `clinic-consents/${fileId}`;

/** Where the room-link holder downloads one of those PDFs (the link is the credential). */
export const clinicConsentUrl = (linkId: string, slot: number) =>
  `/api/encounters/roomLink/${encodeURIComponent(linkId)}/consents/${slot}`;
