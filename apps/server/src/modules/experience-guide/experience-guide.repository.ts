import { and, asc, eq } from 'drizzle-orm';
import type { Executor } from '../../db/database.js';
import { clinicExperienceBoxes } from '../../db/schema/clinic-details.js';
import { clinicMemberships, clinics } from '../../db/schema/clinics.js';

/** Only an active clinic with the experience builder switched on (B26) offers a guide. */
const offersGuide = and(eq(clinics.activated, true), eq(clinics.allowExperienceBuilder, true));

export const experienceGuideRepository = {
  async guideOf(ex: Executor, clinicId: number) {
    const [clinic] = await ex
      .select({ clinicName: clinics.name, logo: clinics.customLogo, images: clinics.storageUrls })
      .from(clinics)
      .where(and(eq(clinics.id, clinicId), offersGuide))
      .limit(1);
    if (!clinic) return null;
    const boxes = await ex
      .select({ name: clinicExperienceBoxes.name, url: clinicExperienceBoxes.url })
      .from(clinicExperienceBoxes)
      .where(eq(clinicExperienceBoxes.clinicId, clinicId))
      .orderBy(asc(clinicExperienceBoxes.position));
    return { ...clinic, boxes };
  },

  /** The patient's first-joined clinic that offers a guide. */
  async guideClinicOfPatient(ex: Executor, userId: number) {
    const [row] = await ex
      .select({ clinicId: clinics.id })
      .from(clinicMemberships)
      .innerJoin(clinics, eq(clinics.id, clinicMemberships.clinicId))
      .where(and(eq(clinicMemberships.userId, userId), offersGuide))
      .orderBy(asc(clinicMemberships.createdAt), asc(clinics.id))
      .limit(1);
    return row?.clinicId ?? null;
  },
};
