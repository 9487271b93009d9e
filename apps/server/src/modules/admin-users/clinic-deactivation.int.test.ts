import { AdminUserMessages as M } from '@clinicall/shared/admin-users';
import { Role } from '@clinicall/shared/roles';
import { eq } from 'drizzle-orm';
import { describe, expect, test } from 'vitest';
import { clinics } from '../../db/schema/clinics.js';
import { createClinicWorld } from '../../test-support/clinic-world.js';
import { createClinic, joinClinic, signIn, TEST_PASSWORD } from '../../test-support/factories.js';
import { useTestApp } from '../../test-support/test-app.js';

const ctx = useTestApp();

const attempt = (email: string) =>
  ctx.app.inject({
    method: 'POST',
    url: '/api/authenticate',
    payload: { email, password: TEST_PASSWORD, timeZoneOffset: 0, timeZone: 'UTC' },
  });

describe('a deactivated clinic', () => {
  test('refuses its staff’s and patients’ sign-in with a clear message; a user with another active clinic still signs in', async () => {
    const world = await createClinicWorld(ctx.app);
    const elsewhere = await createClinic(ctx.app.db);
    await joinClinic(ctx.app.db, world.otherProvider.id, elsewhere.id, Role.provider);
    await ctx.app.db
      .update(clinics)
      .set({ activated: false })
      .where(eq(clinics.id, world.clinic.id));

    for (const user of [world.provider, world.assistant, world.admin, world.patient]) {
      const response = await attempt(user.email);
      expect(response.statusCode, user.role).toBe(401);
      expect(response.json()).toMatchObject({
        code: 'CLINIC_INACTIVE',
        errorMessage: M.clinicInactive,
      });
    }
    expect(await signIn(ctx.app, world.otherProvider.email)).toBeTruthy();

    // Its data is kept: switched on again, its users sign in as before.
    await ctx.app.db
      .update(clinics)
      .set({ activated: true })
      .where(eq(clinics.id, world.clinic.id));
    expect(await signIn(ctx.app, world.provider.email)).toBeTruthy();
  });
});
