import type { FastifyPluginAsync } from 'fastify';
import { createUserAccount } from '../modules/account/user-accounts.js';
import type { ClinicAccess } from '../modules/clinics/clinic-access.service.js';
import { clinicsRoutes } from '../modules/clinics/clinics.routes.js';
import type { ClinicsService } from '../modules/clinics/clinics.service.js';
import type { EmailChangeService } from '../modules/email-changes/email-change.service.js';
import { invitationsRoutes } from '../modules/invitations/invitations.routes.js';
import { createInvitationsService } from '../modules/invitations/invitations.service.js';
import { patientAttachmentsRoutes } from '../modules/patient-attachments/patient-attachments.routes.js';
import { createPatientAttachmentsService } from '../modules/patient-attachments/patient-attachments.service.js';
import { lookupsRoutes } from '../modules/patients/lookups.routes.js';
import { patientsRoutes } from '../modules/patients/patients.routes.js';
import { createPhotoService } from '../modules/patients/photo.service.js';
import { createProfileService } from '../modules/patients/profile.service.js';
import { createRosterService } from '../modules/patients/roster.service.js';
import { providerProfileRoutes } from '../modules/profiles/provider-profile.routes.js';
import { createProviderProfileService } from '../modules/profiles/provider-profile.service.js';
import { createNetworkPhotoReach } from '../modules/provider-network/network-photo-reach.service.js';
import { recordAccessRoutes } from '../modules/record-access/record-access.routes.js';
import { createRecordAccessService } from '../modules/record-access/record-access.service.js';
import { signupRoutes } from '../modules/signup/signup.routes.js';
import { createSignupService } from '../modules/signup/signup.service.js';
import { storeChecked } from '../modules/storage/checked-upload.js';
import { acceptUploads } from '../modules/storage/upload-routes.js';
import type { Platform } from './platform.js';

/** What the people domain takes from the rest of the server. */
export type PeopleDeps = Pick<
  Platform,
  'db' | 'config' | 'clock' | 'mailer' | 'jobs' | 'hmacSecret' | 'storage'
> & {
  clinics: ClinicsService;
  clinicAccess: ClinicAccess;
  emailChanges: EmailChangeService;
};

/**
 * The people domain: who belongs to which clinic and what is known of them. Invitations and the
 * sign-up they lead to, the patient roster and profiles, providers' profiles and clinics, photos,
 * a patient's own attachments, the lookups their forms offer and who read their record.
 */
export const peopleDomain =
  (deps: PeopleDeps): FastifyPluginAsync =>
  async (app) => {
    const { db, config, mailer, jobs, hmacSecret, clock, storage } = deps;
    const { clinics, clinicAccess, emailChanges } = deps;
    // What invitations and the sign-up they lead to share.
    const people = { db, config, mailer, jobs, hmacSecret, clock };
    const photos = createPhotoService({ db, storage, storeChecked });
    await app.register(clinicsRoutes(clinics));
    await app.register(
      patientAttachmentsRoutes(
        createPatientAttachmentsService({
          db,
          storage,
          isSelfOrFamily: (callerId, patientId) => clinicAccess.isSelfOrFamily(callerId, patientId),
        }),
      ),
    );
    await app.register(invitationsRoutes(createInvitationsService(people)));
    await app.register(
      signupRoutes(
        { signup: createSignupService(people), photos, acceptUploads },
        config.authRateLimitPerMinute,
      ),
    );
    await app.register(lookupsRoutes);
    await app.register(recordAccessRoutes(createRecordAccessService(db)));
    await app.register(
      patientsRoutes({
        roster: createRosterService(db),
        profiles: createProfileService({ db, createUserAccount, emailChanges }),
        photos,
        acceptUploads,
      }),
    );
    // F91, F103: network colleagues and referred patients see the photos their rows show.
    const photoReach = createNetworkPhotoReach({
      db,
      networkEnabled: (clinicId) => app.clinicFeatures.allows(clinicId, 'providerNetworkEnabled'),
    });
    await app.register(
      providerProfileRoutes({
        profiles: createProviderProfileService(db, { photoReach }),
        photos,
        acceptUploads,
      }),
    );
  };
