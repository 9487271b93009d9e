import type { FastifyPluginAsync } from 'fastify';
import type { Config } from '../config.js';
import type { Db } from '../db/database.js';
import type { Clock } from '../lib/clock.js';
import type { LimiterStore } from '../lib/limiter-store.js';
import type { RefusalAudit } from '../modules/audit/refusal-audit.service.js';
import { adminClinicsRoutes } from '../modules/admin-clinics/admin-clinics.routes.js';
import { createAdminClinicsService } from '../modules/admin-clinics/admin-clinics.service.js';
import { clinicLogoRoutes } from '../modules/admin-clinics/clinic-logo.routes.js';
import { clinicBrandingRoutes } from '../modules/clinic-branding/clinic-branding.routes.js';
import { experienceGuideRoutes } from '../modules/experience-guide/experience-guide.routes.js';
import { parentClinicsRoutes } from '../modules/parent-clinics/parent-clinics.routes.js';
import { createParentClinicsService } from '../modules/parent-clinics/parent-clinics.service.js';
import { acceptUploads } from '../modules/storage/storage.service.js';
import type { ClinicsService } from '../modules/clinics/clinics.service.js';
import { staffAdministration } from './administration-staff.js';
import { clinicDeactivation } from './clinic-deactivation.js';
import type { EmailChangeService } from '../modules/email-changes/email-change.service.js';
import type { JobQueue } from '../modules/jobs/job-queue.js';
import type { Mailer } from '../modules/mail/mailer.js';
import type { PasswordsService } from '../modules/passwords/passwords.service.js';
import type { SessionsService } from '../modules/sessions/sessions.service.js';
import { adminAuditRoutes } from '../modules/admin-audit/admin-audit.routes.js';
import { createAdminAuditService } from '../modules/admin-audit/admin-audit.service.js';
import { usageReportRoutes } from '../modules/usage-report/usage-report.routes.js';
import { createUsageReportService } from '../modules/usage-report/usage-report.service.js';
import { ssoAdminPlugin } from '../modules/sso/sso.plugins.js';
import { legalDocumentsAdminRoutes } from '../modules/legal-documents/legal-documents-admin.routes.js';
import { legalDocumentsRoutes } from '../modules/legal-documents/legal-documents.routes.js';
import { createLegalDocumentsService } from '../modules/legal-documents/legal-documents.service.js';

/** What the administration domain takes from the rest of the server. */
export type AdministrationDeps = {
  db: Db;
  config: Config;
  clock: Clock;
  mailer: Mailer;
  jobs: JobQueue;
  hmacSecret: Uint8Array;
  limiters: LimiterStore;
  refusals: RefusalAudit;
  clinics: ClinicsService;
  sessions: SessionsService;
  passwords: PasswordsService;
  emailChanges: EmailChangeService;
};

/**
 * The administration domain (issue 20, spec 3): the super admin's clinics, parent accounts, staff,
 * single sign-on and usage report, and the clinic admin's own staff. It builds its services from
 * `deps` and registers their routes; storage, realtime and the audit writer are the app's
 * decorators.
 */
export const administrationDomain =
  (deps: AdministrationDeps): FastifyPluginAsync =>
  async (app) => {
    void deps;
    void app;
    const adminClinics = createAdminClinicsService({
      db: deps.db,
      storage: app.storage,
      onDeactivate: clinicDeactivation(deps, app),
    });
    await app.register(
      adminClinicsRoutes({ clinics: adminClinics, storage: app.storage, acceptUploads }),
    );
    await app.register(clinicLogoRoutes({ clinics: adminClinics, storage: app.storage }));
    await app.register(clinicBrandingRoutes(deps.db));
    await app.register(experienceGuideRoutes(deps));
    await app.register(parentClinicsRoutes(createParentClinicsService(deps.db)));
    await app.register(usageReportRoutes(createUsageReportService(deps.db)));
    await app.register(adminAuditRoutes(createAdminAuditService(deps.db)));
    await app.register(ssoAdminPlugin(deps));
    const legal = createLegalDocumentsService(deps.db);
    await app.register(legalDocumentsRoutes(legal));
    await app.register(legalDocumentsAdminRoutes(legal));
    await app.register(staffAdministration(deps));
  };
