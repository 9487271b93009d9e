import { Role } from '@clinicall/shared/roles';
import type { Executor } from '../db/database.js';
import { auditLog } from '../db/schema/audit.js';
import { adminActionDetail, changedFields } from '../modules/audit/admin-changes.js';

const HOUR = 3_600_000;

/**
 * Issue 20 point 8: a few admin actions, so the super admin's audit page shows something: the
 * clinic set up and a switch turned on, Dr. Novak added, the clinic admin's phone corrected, and
 * last week's usage report downloaded.
 */
export async function seedDemoAdminAudit(
  ex: Executor,
  people: {
    superAdmin: { id: number };
    clinicId: number;
    novak: { id: number };
    clinicAdminId: number;
  },
  now: Date,
) {
  const { superAdmin, clinicId, novak, clinicAdminId } = people;
  const at = (hoursAgo: number) => new Date(now.getTime() - hoursAgo * HOUR);
  const action = (
    hoursAgo: number,
    name: string,
    detail: Record<string, unknown>,
    clinic = true,
  ) => ({
    at: at(hoursAgo),
    action: name,
    userId: superAdmin.id,
    actorRole: Role.superAdmin,
    clinicId: clinic ? clinicId : null,
    ip: '198.51.100.20',
    userAgent: 'demo',
    detail,
  });
  const lastWeek = (days: number) =>
    at(days * 24)
      .toISOString()
      .slice(0, 10);
  await ex.insert(auditLog).values([
    action(
      24 * 30,
      'admin.clinic.create',
      adminActionDetail(
        { type: 'clinic', id: clinicId },
        changedFields(null, { name: 'Riverside Family Health', customUrl: 'riverside' }),
      ),
    ),
    action(
      24 * 20,
      'admin.clinic.update',
      adminActionDetail(
        { type: 'clinic', id: clinicId },
        changedFields({ allowPatientAttachment: false }, { allowPatientAttachment: true }),
      ),
    ),
    action(
      24 * 10,
      'admin.provider.create',
      adminActionDetail(
        { type: 'provider', id: novak.id },
        changedFields(null, {
          email: 'dr.novak@clinicall.example',
          primarySpecialty: 'Psychiatry',
        }),
      ),
    ),
    action(
      24 * 2,
      'admin.clinicAdmin.update',
      adminActionDetail(
        { type: 'clinic_admin', id: clinicAdminId },
        changedFields({ phoneNumber: '+15555550100' }, { phoneNumber: '+15555550199' }),
      ),
    ),
    action(
      3,
      'admin.report.download',
      {
        ...adminActionDetail({ type: 'usage_report', id: `${lastWeek(7)}..${lastWeek(0)}` }),
        range: { from: lastWeek(7), to: lastWeek(0) },
      },
      false,
    ),
  ]);
}
