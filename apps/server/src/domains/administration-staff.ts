import type { FastifyPluginAsync } from 'fastify';
import { createUserAccount } from '../modules/account/user-accounts.js';
import { adminAssistantsRoutes } from '../modules/admin-users/admin-assistants.routes.js';
import { adminProviderPhotoRoutes } from '../modules/admin-users/admin-provider-photo.routes.js';
import { createAdminProviderPhotoService } from '../modules/admin-users/admin-provider-photo.service.js';
import { createAdminAssistantsService } from '../modules/admin-users/admin-assistants.service.js';
import { adminProvidersRoutes } from '../modules/admin-users/admin-providers.routes.js';
import { createAdminProvidersService } from '../modules/admin-users/admin-providers.service.js';
import { clinicAdminsRoutes } from '../modules/admin-users/clinic-admins.routes.js';
import { createClinicAdminsService } from '../modules/admin-users/clinic-admins.service.js';
import { createStaffService } from '../modules/admin-users/staff.service.js';
import { clinicStaffRoutes } from '../modules/clinic-admin/clinic-staff.routes.js';
import { createClinicStaffService } from '../modules/clinic-admin/clinic-staff.service.js';
import { passwordsRepository } from '../modules/passwords/passwords.repository.js';
import { hashResetKey, newResetKey } from '../modules/passwords/reset-keys.js';
import { createPhotoService } from '../modules/patients/photo.service.js';
import { storeChecked } from '../modules/storage/checked-upload.js';
import { acceptUploads } from '../modules/storage/upload-routes.js';
import type { AdministrationDeps } from './administration.js';

/**
 * Issue 20 points 1–3: the super admin's providers, assistants and clinic admins, and the clinic
 * admin's own staff. A created account gets its set-password link through the reset path; a
 * deactivated one loses its sessions in the change's transaction and its sockets right after.
 */
export const staffAdministration =
  (deps: AdministrationDeps): FastifyPluginAsync =>
  async (app) => {
    const kit = createStaffService({
      ...deps,
      createUserAccount,
      async createResetKey(ex, userId, expiresAt) {
        const key = newResetKey();
        await passwordsRepository.createResetKey(
          ex,
          userId,
          hashResetKey(deps.hmacSecret, key),
          expiresAt,
        );
        return key;
      },
    });
    const staff = {
      db: deps.db,
      accounts: kit.accounts,
      endSockets: (userId: number) => app.realtime.endSocketsOf(userId),
    };
    await app.register(adminProvidersRoutes(createAdminProvidersService(staff)));
    // B64: the provider form's photo, checked and resized like the provider's own.
    const photos = createPhotoService({ db: deps.db, storage: app.storage, storeChecked });
    await app.register(
      adminProviderPhotoRoutes({
        photos: createAdminProviderPhotoService({ db: deps.db, photos, storage: app.storage }),
        acceptUploads,
      }),
    );
    await app.register(adminAssistantsRoutes(createAdminAssistantsService(staff)));
    await app.register(clinicAdminsRoutes(createClinicAdminsService(staff)));
    await app.register(clinicStaffRoutes(createClinicStaffService({ ...staff, kit })));
  };
