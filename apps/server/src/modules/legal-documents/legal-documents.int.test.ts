import { LegalMessages } from '@clinicall/shared/legal-documents';
import { and, eq } from 'drizzle-orm';
import { describe, expect, test } from 'vitest';
import { auditLog } from '../../db/schema/audit.js';
import { legalAcceptances, legalDocumentVersions } from '../../db/schema/legal-documents.js';
import { createClinicWorld, createSuperAdminUser } from '../../test-support/clinic-world.js';
import { bearer, signIn } from '../../test-support/factories.js';
import { connection, listen, realtimeClient } from '../../test-support/realtime-client.js';
import { useTestApp } from '../../test-support/test-app.js';

const ctx = useTestApp();

const call = (
  token: string | null,
  method: 'GET' | 'PUT' | 'POST' | 'DELETE',
  url: string,
  payload?: object,
) =>
  ctx.app.inject({
    method,
    url,
    headers: token ? bearer(token) : {},
    ...(payload ? { payload } : {}),
  });

/**
 * Accepts whatever the token's session waits for: a publish earlier in this file gates every
 * session opened after it, as it would any user's.
 */
async function admitted(token: string) {
  const pending = (await call(token, 'GET', '/api/account/legal-documents/pending')).json();
  const versionIds = pending.documents.map((d: { versionId: number }) => d.versionId);
  if (versionIds.length > 0) {
    const accepted = await call(token, 'POST', '/api/account/legal-documents/accept', {
      versionIds,
    });
    expect(accepted.statusCode, accepted.body).toBe(200);
  }
  return token;
}

const superAdmin = async () => admitted((await createSuperAdminUser(ctx.app)).token);

async function world() {
  const created = await createClinicWorld(ctx.app);
  for (const user of [created.admin, created.provider, created.patient]) await admitted(user.token);
  return created;
}

async function publish(admin: string, kind: string, markdown: string) {
  const saved = await call(admin, 'PUT', `/api/admin/legal-documents/${kind}/draft`, { markdown });
  expect(saved.statusCode, saved.body).toBe(200);
  const draft = saved.json().versions[0];
  const done = await call(admin, 'POST', `/api/admin/legal-documents/${kind}/publish`, {
    version: draft.version,
    markdown,
  });
  expect(done.statusCode, done.body).toBe(200);
  return done.json().versions[0] as { id: number; version: number };
}

describe('issue 20 point 10: legal documents', () => {
  test('A1 the shipped templates are version 1 of each, readable without signing in', async () => {
    for (const kind of ['terms', 'privacy', 'telehealth-consent']) {
      const response = await call(null, 'GET', `/api/legal-documents/${kind}`);
      expect(response.statusCode, kind).toBe(200);
      expect(response.json()).toMatchObject({ kind, version: 1 });
      expect(response.json().markdown).toContain('[Clinic name]');
    }
    const unknown = await call(null, 'GET', '/api/legal-documents/cookies');
    expect(unknown.statusCode).toBe(400);
  });

  test('the super admin saves a draft, publishes it as previewed, and a published version never changes', async () => {
    const admin = await superAdmin();
    const saved = await call(admin, 'PUT', '/api/admin/legal-documents/privacy/draft', {
      markdown: '# Notice of Privacy\n\nFirst draft.',
    });
    expect(saved.statusCode).toBe(200);
    expect(saved.json().versions[0]).toMatchObject({ version: 2, status: 'draft' });
    // Saving again edits the same draft.
    const again = await call(admin, 'PUT', '/api/admin/legal-documents/privacy/draft', {
      markdown: '# Notice of Privacy\n\nSecond draft.',
    });
    expect(
      again.json().versions.filter((v: { status: string }) => v.status === 'draft'),
    ).toHaveLength(1);

    // What was previewed is what is published: a text that differs from the draft is refused.
    const stale = await call(admin, 'POST', '/api/admin/legal-documents/privacy/publish', {
      version: 2,
      markdown: '# Notice of Privacy\n\nFirst draft.',
    });
    expect(stale.statusCode).toBe(409);
    expect(stale.json()).toMatchObject({
      code: 'LEGAL_VERSION_STALE',
      errorMessage: LegalMessages.stale,
    });
    const published = await call(admin, 'POST', '/api/admin/legal-documents/privacy/publish', {
      version: 2,
      markdown: '# Notice of Privacy\n\nSecond draft.',
    });
    expect(published.statusCode).toBe(200);
    expect(published.json().versions[0]).toMatchObject({ version: 2, status: 'published' });
    expect((await call(null, 'GET', '/api/legal-documents/privacy')).json()).toMatchObject({
      version: 2,
      markdown: '# Notice of Privacy\n\nSecond draft.',
    });

    // The database itself refuses to edit or remove a published version.
    await expect(
      ctx.app.db
        .update(legalDocumentVersions)
        .set({ markdown: 'changed' })
        .where(
          and(eq(legalDocumentVersions.kind, 'privacy'), eq(legalDocumentVersions.version, 2)),
        ),
    ).rejects.toThrow();
    // The next save starts version 3; discarding it leaves version 2 current.
    const next = await call(admin, 'PUT', '/api/admin/legal-documents/privacy/draft', {
      markdown: 'Third.',
    });
    expect(next.json().versions[0]).toMatchObject({ version: 3, status: 'draft' });
    expect(
      (await call(admin, 'DELETE', '/api/admin/legal-documents/privacy/draft')).statusCode,
    ).toBe(200);

    const actions = await ctx.app.db
      .select({ action: auditLog.action })
      .from(auditLog)
      .where(eq(auditLog.userId, (await ctx.app.tokens.verify(admin))!.userId));
    expect(actions.map((a) => a.action)).toEqual(
      expect.arrayContaining([
        'admin.legal.draft-save',
        'admin.legal.publish',
        'admin.legal.draft-discard',
      ]),
    );
  });

  test('bad input is refused with a clear error and nothing saved; only the super admin edits', async () => {
    const admin = await superAdmin();
    const people = await world();
    for (const markdown of ['   ', 'x'.repeat(100_001)]) {
      const response = await call(admin, 'PUT', '/api/admin/legal-documents/terms/draft', {
        markdown,
      });
      expect(response.statusCode).toBe(400);
    }
    const none = await call(admin, 'POST', '/api/admin/legal-documents/terms/publish', {
      version: 99,
      markdown: 'x',
    });
    expect(none.json().code).toBe('LEGAL_VERSION_STALE');
    for (const token of [people.admin.token, people.provider.token, people.patient.token]) {
      for (const [method, url] of [
        ['GET', '/api/admin/legal-documents'],
        ['PUT', '/api/admin/legal-documents/terms/draft'],
        ['POST', '/api/admin/legal-documents/terms/publish'],
      ] as const) {
        const response = await call(token, method, url, { markdown: 'Mine now', version: 2 });
        expect(response.statusCode, `${method} ${url}`).toBe(403);
        expect(response.json().code).toBe('FORBIDDEN');
      }
    }
    const terms = (await call(admin, 'GET', '/api/admin/legal-documents/terms')).json();
    expect(terms.versions).toHaveLength(1);
  });

  test('a newly published version gates the next sign-in until accepted; each acceptance is kept and counted', async () => {
    const admin = await superAdmin();
    const people = await world();
    const terms = await publish(admin, 'terms', '# Terms of Use\n\nVersion two.');
    const consent = await publish(admin, 'telehealth-consent', '# Consent\n\nVersion two.');

    // A session opened before publishing goes on; the next sign-in meets the documents.
    expect((await call(people.provider.token, 'GET', '/api/getLoggedUser')).statusCode).toBe(200);
    const provider = await signIn(ctx.app, people.provider.email);
    expect((await call(provider, 'GET', '/api/account')).json().legalPending).toBe(true);
    const refused = await call(provider, 'GET', '/api/getLoggedUser');
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({
      code: 'LEGAL_ACCEPTANCE_REQUIRED',
      errorMessage: LegalMessages.acceptanceRequired,
    });

    // The telehealth consent is asked of patients only.
    const pending = (await call(provider, 'GET', '/api/account/legal-documents/pending')).json();
    expect(pending.documents.map((d: { kind: string }) => d.kind).sort()).toEqual(
      expect.arrayContaining(['terms']),
    );
    expect(pending.documents.some((d: { kind: string }) => d.kind === 'telehealth-consent')).toBe(
      false,
    );
    const patient = await signIn(ctx.app, people.patient.email);
    const patientPending = (
      await call(patient, 'GET', '/api/account/legal-documents/pending')
    ).json();
    expect(patientPending.documents.map((d: { kind: string }) => d.kind)).toContain(
      'telehealth-consent',
    );

    // A version the user is not asked (another role's) is refused, and nothing is kept.
    const wrong = await call(provider, 'POST', '/api/account/legal-documents/accept', {
      versionIds: [consent.id],
    });
    expect(wrong.json().code).toBe('LEGAL_VERSION_STALE');

    const accepted = await call(provider, 'POST', '/api/account/legal-documents/accept', {
      versionIds: pending.documents.map((d: { versionId: number }) => d.versionId),
    });
    expect(accepted.statusCode).toBe(200);
    expect(accepted.json().documents).toEqual([]);
    // The same session now works: the gate lifted at once.
    expect((await call(provider, 'GET', '/api/getLoggedUser')).statusCode).toBe(200);
    expect((await call(provider, 'GET', '/api/account')).json().legalPending).toBeUndefined();
    const [kept] = await ctx.app.db
      .select()
      .from(legalAcceptances)
      .where(
        and(
          eq(legalAcceptances.userId, people.provider.id),
          eq(legalAcceptances.versionId, terms.id),
        ),
      );
    expect(kept?.acceptedAt).toBeInstanceOf(Date);
    expect(kept?.ip).toBeTruthy();
    // Signing in again asks nothing more.
    const later = await signIn(ctx.app, people.provider.email);
    expect((await call(later, 'GET', '/api/getLoggedUser')).statusCode).toBe(200);

    const list = (await call(admin, 'GET', '/api/admin/legal-documents/terms')).json();
    expect(list.versions[0]).toMatchObject({ version: terms.version });
    expect(list.versions[0].acceptedCount).toBeGreaterThanOrEqual(1);

    // A gated session opens no realtime socket either; once accepted, it does.
    const { url } = await listen(ctx.app);
    const gated = realtimeClient(url, patient);
    const open = realtimeClient(url, provider);
    try {
      expect(await connection(gated)).toBe('UNAUTHORIZED');
      expect(await connection(open)).toBe('connected');
    } finally {
      gated.close();
      open.close();
    }

    // Signing out stays possible while gated.
    expect((await call(patient, 'POST', '/api/logout')).statusCode).toBe(204);
  });

  test('accepting a version that a newer one replaced meanwhile is refused; the newer one is asked', async () => {
    const admin = await superAdmin();
    const user = (await world()).provider;
    const old = await publish(admin, 'terms', '# Terms\n\nOlder.');
    const token = await signIn(ctx.app, user.email);
    const newer = await publish(admin, 'terms', '# Terms\n\nNewer.');
    const stale = await call(token, 'POST', '/api/account/legal-documents/accept', {
      versionIds: [old.id],
    });
    expect(stale.statusCode).toBe(409);
    const pending = (await call(token, 'GET', '/api/account/legal-documents/pending')).json();
    expect(pending.documents.map((d: { versionId: number }) => d.versionId)).toContain(newer.id);
    expect(
      await ctx.app.db
        .select()
        .from(legalAcceptances)
        .where(and(eq(legalAcceptances.userId, user.id), eq(legalAcceptances.versionId, old.id))),
    ).toEqual([]);
  });

  test('a super admin is gated like anyone after publishing (the role column decides the audience)', async () => {
    const admin = await createSuperAdminUser(ctx.app);
    await admitted(admin.token);
    await publish(admin.token, 'privacy', '# Privacy\n\nAgain.');
    const next = await signIn(ctx.app, admin.email);
    expect((await call(next, 'GET', '/api/admin/legal-documents')).json().code).toBe(
      'LEGAL_ACCEPTANCE_REQUIRED',
    );
  });
});
