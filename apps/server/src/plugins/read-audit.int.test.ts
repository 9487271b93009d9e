import { PARTNER_KEYS } from '@clinicall/shared/monitoring/partners';
import { Role } from '@clinicall/shared/roles';
import { and, eq, gt, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, test } from 'vitest';
import { auditLog } from '../db/schema/audit.js';
import type { RequestField } from '../lib/access/patient-reads.js';
import { createClinicWorld, type ClinicWorld } from '../test-support/clinic-world.js';
import { bearer } from '../test-support/factories.js';
import { readProbes } from '../test-support/read-audit-probes.js';
import { useTestApp } from '../test-support/test-app.js';

const ctx = useTestApp();

/**
 * Issue 19 path 5: the guarded routes whose answers show no patient's data, so they declare no
 * `readsPatient`. Every other guarded route must declare it (open routes have no reader to name).
 */
const NO_PATIENT_DATA = [
  // The caller's own account, password and sessions: identity, read on every page load.
  'POST /api/logout',
  'GET /api/account',
  'GET /api/getLoggedUser',
  'GET /api/account/sessions',
  'DELETE /api/account/sessions/:id',
  'DELETE /api/account/sessions',
  'POST /api/account/change_password',
  'GET /api/account/email_change/awaiting_agreement',
  'PUT /api/account/timeZone',
  // An assistant's providers and the token to act for one.
  'GET /api/assistant/providers',
  'GET /api/assistant/authenticate/:id',
  // Clinics, providers, their profiles, photos, offerings, free times and calendars.
  'GET /api/providers/clinics',
  'GET /api/clinic/:id/providers',
  'GET /api/providers/:id/profile',
  'GET /api/providers/:id/photo',
  'PUT /api/providers/profile',
  'POST /api/providers/photo',
  'GET /api/providers/offering',
  'POST /api/providers/offering',
  'PUT /api/providers/offering',
  'GET /api/appointments/providers',
  'GET /api/appointments/schedule',
  'GET /api/encounters/:date/exist',
  'GET /api/timeTable/:date',
  'POST /api/timeTable/ranges',
  'POST /api/timeTable/ranges/onOff',
  'DELETE /api/timeTable/:date/clearWeek',
  'POST /api/timeTable/:date/setDefault',
  'PUT /api/timeTable/timeZone',
  // A provider's own questionnaire templates (no answers), also as a patient booking sees one.
  'GET /api/templates',
  'GET /api/templates/:id',
  'POST /api/templates',
  'PATCH /api/templates/:id',
  'DELETE /api/templates/:id',
  'GET /api/patient/encounter/templates/:templateId/provider/:providerId',
  // Counts that name nobody.
  'GET /api/patients/count',
  'GET /api/encounters/counters',
  'GET /api/unreadMessagesCount',
  'PUT /api/markTopicAsRead/:id',
  // The extensions (pdf, jpg…) among a patient's files, asked beside the file list that records
  // the view; whether the caller may see them at all.
  'GET /api/attachment/fileTypes',
  'GET /api/attachment/patient/fileTypes',
  'GET /api/attachment/hasForbiddenAttach',
  // A room's URL (a pass), its name and whether the patient is in it, a message to the room,
  // the provider's end of the visit (its room times).
  'GET /api/encounterRoomUrl/:id',
  'GET /api/rooms/encounter/:id',
  'POST /api/rooms/encounter/:id/end',
  'PUT /api/rooms/message',
  // Card settings and tokens.
  'GET /api/payments/config',
  'POST /api/payments/sandbox/tokens',
  // Changes: their answers repeat what the caller sent or just made (each change is its own act,
  // audited where the module audits it), not a look into the record.
  'POST /api/makePayment',
  'POST /api/refundPayment',
  'POST /api/encounters/ownedbypatient',
  'POST /api/encounters/ownedbypatient/paid',
  'POST /api/encounters/ownedbyprovider',
  'POST /api/encounters/ownedbypatient/files',
  'POST /api/encounters/ownedbyprovider/files',
  'POST /api/encounters/status',
  'POST /api/encounters/status/accepted',
  'POST /api/encounters/status/declined',
  'POST /api/encounters/status/acceptWithPayment',
  'POST /api/encounters/:id/summary',
  'PUT /api/encounters/:id/summary',
  'PATCH /api/encounters/:id/questionnaires/:questionnaireId',
  'POST /api/patients/attachments',
  'POST /api/attachment/joinRequest',
  'PUT /api/patients/profile',
  'POST /api/patients/familyMembers',
  'POST /api/patients/photo',
  'POST /api/patientInvite',
  'POST /api/patientBulkRegister',
  'POST /api/registerTopic',
  'POST /api/registerTopic/uploadFile',
  'POST /api/replyMessage',
  'POST /api/replyMessage/uploadFile',
  'POST /api/encounters/:id/guests',
  'DELETE /api/encounters/:id/guests/:guestId',
  'POST /api/encounters/:id/roomLink',
  'POST /api/encounters/onDemand',
  'POST /api/encounters/onDemand/patients',
  'POST /api/support/tickets',
  'POST /api/account/email_change',
  'POST /api/account/email_change/agree_in_session',
  'POST /api/patients/:id/email_recovery',
  // The read audit itself: the record-access module records who views the access log.
  'GET /api/patients/recordViews',
  'GET /api/clinic/:id/accessLog',
  'GET /api/clinic/:id/accessLog.csv',
  // Issue 20's administration: clinics, parent accounts, their files and switches, identity
  // providers, and the staff accounts (providers, assistants, clinic admins) it manages.
  'GET /api/account/clinic-features',
  'GET /api/admin/clinics/find',
  'GET /api/admin/clinics',
  'GET /api/admin/clinics/search',
  'GET /api/admin/activeClinics',
  'POST /api/admin/clinic',
  'POST /api/admin/clinic/file',
  'GET /api/admin/clinic/:id',
  'PUT /api/admin/clinic/:id',
  'PUT /api/admin/clinic/:id/updateFile',
  'GET /api/admin/clinic/:id/consents/:file',
  'GET /api/admin/partner/search',
  'GET /api/admin/clinic/:id/partner/search',
  'GET /api/clinics/customUrls/provider/:id',
  'GET /api/admin/parentClinic',
  'GET /api/admin/parentClinic/:id',
  'POST /api/admin/parentClinic',
  'PUT /api/admin/parentClinic',
  'GET /api/admin/sso/providers',
  'POST /api/admin/sso/providers',
  'PUT /api/admin/sso/providers/:id',
  'POST /api/admin/sso/providers/:id/test',
  // Issue 20 point 10: the installation's legal documents and one's own acceptances.
  'GET /api/account/legal-documents/pending',
  'POST /api/account/legal-documents/accept',
  'GET /api/admin/legal-documents',
  'GET /api/admin/legal-documents/:kind',
  'PUT /api/admin/legal-documents/:kind/draft',
  'DELETE /api/admin/legal-documents/:kind/draft',
  'POST /api/admin/legal-documents/:kind/publish',
  'POST /api/admin/provider',
  'PUT /api/admin/provider',
  'GET /api/admin/providers/:id/profile',
  'GET /api/admin/providers/search',
  'GET /api/admin/providers/find',
  'GET /api/admin/provider/clinics/:id',
  'PUT /api/admin/providers/:id/photo',
  'DELETE /api/admin/providers/:id/photo',
  'GET /api/admin/assistant/clinic/:id',
  'POST /api/admin/assistant',
  'PUT /api/admin/assistant',
  'GET /api/admin/assistant/search',
  'GET /api/admin/assistant/find',
  'GET /api/admin/assistant/:id',
  'GET /api/admin/providers/clinic/:id',
  'POST /api/admin/clinic/admin',
  'GET /api/admin/clinic/admin/:email',
  'PUT /api/admin/clinic/admin/:email',
  'GET /api/admin/clinicAdmins',
  // The admin audit shows admin actions on clinics and staff, never a patient's record.
  'GET /api/admin/audit',
  'GET /api/admin/audit.csv',
  // The usage report names each encounter's patient: its download is audited as one
  // admin.report.download row with its range, which names exactly the rows it held (per-patient
  // patient.read rows for a million-row export would cost more than the export).
  'GET /api/admin/report/encounter/csv',
  // A user's own clinic login path and experience guide link: nothing of a record.
  'GET /api/clinics/customUrls/patient/:id',
  'GET /api/guide/own',
  'GET /api/clinic/providers',
  'GET /api/clinic/assistants',
  'GET /api/clinic/provider',
  'PUT /api/clinic/provider',
  'GET /api/clinic/assistant',
  'PUT /api/clinic/assistant',
  // Issue 22: the provider network names providers only; a referral's changes are each their own
  // audited act (referral.requested, .accepted, .attach, .grant-revoked…).
  'GET /api/providerRelationships',
  'GET /api/AllproviderRelationships',
  'GET /api/searchInProviders',
  'GET /api/searchInProvidersOnRel',
  'GET /api/providers/search/',
  'GET /api/providers/network/search/',
  'GET /api/providers/network/:id/profile',
  'POST /api/addProviderRelationship',
  'POST /api/removeProviderRelationship',
  'POST /api/referrals',
  'POST /api/referrals/attach',
  'PUT /api/referrals',
  'POST /api/referrals/:id/withdraw',
  'POST /api/referrals/:id/revoke',
  // Issue 23: a clinic's partners; sign-ups, saves and acknowledgements are audited changes;
  // thresholds are limits a clinician set, not a reading; a partner's ingest secret.
  'GET /api/providers/clinic/partner/search',
  ...PARTNER_KEYS.flatMap((key) => [
    `POST /api/${key}/signup/patients`,
    `POST /api/${key}/patients`,
  ]),
  'POST /api/monitoring/alerts/:alertId/acknowledge',
  'GET /api/monitoring/thresholds',
  'PUT /api/monitoring/thresholds',
  'GET /api/monitoring/patients/:id/thresholds',
  'PUT /api/monitoring/patients/:id/thresholds',
  'POST /api/admin/monitoring/partners/:key/secret',
  // The development mailboxes (super admin, never in production).
  'GET /api/dev/sms-outbox',
  'GET /api/dev/outbox/status',
  'GET /api/dev/outbox',
];

const guardedRoutes = () =>
  ctx.app.routeAccess.filter((r) => !r.url.startsWith('/api/docs') && r.access !== 'open');

/** The `patient.read` rows written after row `since`. */
async function readsSince(since: number) {
  return ctx.app.db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.action, 'patient.read'), gt(auditLog.id, since)))
    .orderBy(auditLog.id);
}

async function lastAuditId() {
  const [row] = await ctx.app.db
    .select({ id: sql<number>`coalesce(max(${auditLog.id}), 0)::int` })
    .from(auditLog);
  return row!.id;
}

/** The record id the request names where the route's declaration says it is. */
function recordIdIn(key: string, url: string, field: RequestField) {
  const { pathname, searchParams } = new URL(url, 'http://localhost');
  if (field.from === 'query') return Number(searchParams.get(field.name));
  const at = key.split(' ')[1]!.split('/').indexOf(`:${field.name}`);
  return Number(pathname.split('/')[at]);
}

const sorted = (ids: number[]) => [...ids].sort((a, b) => a - b);
const distinct = (ids: number[]) => sorted([...new Set(ids)]);

describe('issue 19 path 5: every read of patient data is audited', () => {
  let world: ClinicWorld;
  let other: ClinicWorld;

  beforeAll(async () => {
    world = await createClinicWorld(ctx.app);
    other = await createClinicWorld(ctx.app);
  });

  test('every guarded route declares what patient data it reads, or is listed as reading none', () => {
    const undeclared = guardedRoutes()
      .map((r) => `${r.method} ${r.url}`)
      .filter((key) => !ctx.app.patientReadRoutes.has(key) && !NO_PATIENT_DATA.includes(key));
    expect(undeclared, 'routes with neither readsPatient nor a place in NO_PATIENT_DATA').toEqual(
      [],
    );
    const both = NO_PATIENT_DATA.filter((key) => ctx.app.patientReadRoutes.has(key));
    expect(both, 'listed as reading no patient data, yet declared').toEqual([]);
    expect(
      [...ctx.app.patientReadRoutes.keys()].sort(),
      'each declared route has a probe in read-audit-probes.ts, and each probe a declared route',
    ).toEqual(Object.keys(readProbes).sort());
  });

  // One test per route (a walk through all in one test outlasts the timeout on a loaded machine).
  describe.each(Object.keys(readProbes))('%s', (key) => {
    const probe = readProbes[key]!;
    const method = key.split(' ')[0] as 'GET';

    test('a successful read leaves exactly one row naming every patient shown, who, what, where and through which clinic', async () => {
      const reads = ctx.app.patientReadRoutes.get(key);
      if (!reads) throw new Error(`${key} declares no readsPatient`);
      const caller = probe.caller(world);
      const url = await probe.url(ctx.app, world);
      const since = await lastAuditId();
      const response = await ctx.app.inject({ method, url, headers: bearer(caller.token) });
      expect(response.statusCode, response.body.slice(0, 200)).toBe(200);
      const isJson = String(response.headers['content-type']).startsWith('application/json');
      const shown = distinct(probe.shown(world, isJson ? response.json() : null));
      expect(shown.length, 'the answer shows no patient: the probe proves nothing').toBeGreaterThan(
        0,
      );

      const [row, ...more] = await readsSince(since);
      expect(more).toEqual([]);
      if (!row) throw new Error('no patient.read row');
      // Each patient once: one clinic world, so one clinic each.
      expect(sorted(row.patientIds ?? [])).toEqual(shown);
      const ownRead = caller.role === Role.patient;
      expect(row.clinicIds).toEqual(shown.map(() => (ownRead ? null : world.clinic.id)));
      expect(row.userId).toBe(caller.id);
      expect(row.actingAssistantId).toBeNull();
      expect(row.actorRole).toBe(caller.role);
      expect(row.ip).toBe('127.0.0.1');
      expect(row.userAgent).toBe('lightMyRequest');
      expect(row.detail).toEqual({
        kind: reads.kind,
        route: key,
        ...(reads.record ? { id: recordIdIn(key, url, reads.record) } : {}),
      });
    });

    test("the same read by another clinic's caller writes no row naming this clinic's patients", async () => {
      const targets = [world.patient.id, world.otherPatient.id, world.familyMember.id];
      const url = await probe.url(ctx.app, world);
      const since = await lastAuditId();
      const response = await ctx.app.inject({
        method,
        url,
        headers: bearer(probe.caller(other).token),
      });
      const rows = await readsSince(since);
      // Lists over the caller's own clinics answer with their own patients; the rest refuse.
      if (response.statusCode !== 200) expect(rows).toEqual([]);
      for (const row of rows) {
        for (const id of row.patientIds ?? []) expect(targets).not.toContain(id);
      }
    });
  });
});

describe('issue 19 path 5: the audit row commits without waiting for the disk, and only it', () => {
  const synchronousCommit = async () =>
    (
      (await ctx.app.db.execute(sql`select current_setting('synchronous_commit') as v`)) as {
        rows: { v: string }[];
      }
    ).rows[0]?.v;

  test("after an audited read the connection's synchronous_commit is the server's own again", async () => {
    const world = await createClinicWorld(ctx.app);
    const before = await synchronousCommit();
    expect(before).toBe('on');
    const since = await lastAuditId();
    const response = await ctx.app.inject({
      method: 'GET',
      url: `/api/patient/${world.patient.id}/profile`,
      headers: bearer(world.provider.token),
    });
    expect(response.statusCode).toBe(200);
    expect(await readsSince(since)).toHaveLength(1);
    // The embedded database has one connection, so this reads the very one the insert used.
    expect(await synchronousCommit()).toBe(before);
  });
});
