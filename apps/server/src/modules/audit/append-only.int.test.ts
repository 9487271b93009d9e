import { Role } from '@clinicall/shared/roles';
import { eq, sql } from 'drizzle-orm';
import { describe, expect, test } from 'vitest';
import { auditLog } from '../../db/schema/audit.js';
import { users } from '../../db/schema/identity.js';
import { createUser } from '../../test-support/factories.js';
import { useTestApp } from '../../test-support/test-app.js';

const ctx = useTestApp();

async function auditRow(userId: number | null = null) {
  const [row] = await ctx.app.db
    .insert(auditLog)
    .values({ action: 'test.append-only', userId })
    .returning();
  if (!row) throw new Error('insert returned no row');
  return row;
}

/** The database's own refusal, whichever driver wraps it. */
const refusedByTrigger = async (query: Promise<unknown>) => {
  const error: unknown = await query.then(
    () => null,
    (e: unknown) => e,
  );
  expect(error, 'the statement was not refused').not.toBeNull();
  const text = `${String(error)} ${String((error as { cause?: unknown }).cause)}`;
  expect(text).toContain('audit_log is append-only');
};

describe(`the audit log is append-only in the database (${process.env.TEST_DATABASE_URL ? 'PostgreSQL' : 'PGlite'})`, () => {
  test('UPDATE of a row is refused', async () => {
    const row = await auditRow();
    await refusedByTrigger(
      ctx.app.db.update(auditLog).set({ action: 'rewritten' }).where(eq(auditLog.id, row.id)),
    );
    const [kept] = await ctx.app.db.select().from(auditLog).where(eq(auditLog.id, row.id));
    expect(kept?.action).toBe('test.append-only');
  });

  test('DELETE of a row is refused', async () => {
    const row = await auditRow();
    await refusedByTrigger(ctx.app.db.delete(auditLog).where(eq(auditLog.id, row.id)));
    expect(await ctx.app.db.select().from(auditLog).where(eq(auditLog.id, row.id))).toHaveLength(1);
  });

  test('TRUNCATE is refused', async () => {
    await auditRow();
    await refusedByTrigger(ctx.app.db.execute(sql`truncate audit_log`));
    expect((await ctx.app.db.select().from(auditLog)).length).toBeGreaterThan(0);
  });

  test('issue 19 path 5: the patient, clinic and role of a row cannot be rewritten either', async () => {
    const row = await auditRow();
    await refusedByTrigger(
      ctx.app.db.update(auditLog).set({ patientId: 1 }).where(eq(auditLog.id, row.id)),
    );
    await refusedByTrigger(
      ctx.app.db
        .update(auditLog)
        .set({ actorRole: Role.superAdmin })
        .where(eq(auditLog.id, row.id)),
    );
  });

  test('deleting a user still works, and the row keeps naming who acted', async () => {
    const user = await createUser(ctx.app.db, Role.patient);
    const row = await auditRow(user.id);
    await ctx.app.db.delete(users).where(eq(users.id, user.id));
    const [kept] = await ctx.app.db.select().from(auditLog).where(eq(auditLog.id, row.id));
    expect(kept).toMatchObject({ action: 'test.append-only', userId: user.id });
  });
});
