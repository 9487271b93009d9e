import { Role } from '@clinicall/shared/roles';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { describe, expect, test } from 'vitest';
import { z } from 'zod';
import { createClinicWorld, createSuperAdminUser } from '../../test-support/clinic-world.js';
import { bearer, createUser, joinClinic, signIn } from '../../test-support/factories.js';
import { useTestApp } from '../../test-support/test-app.js';
import { scoped } from './request-context.js';
import { Clinic } from './rules.js';

const staff = [Role.provider, Role.clinicAdmin, Role.superAdmin];

/** Routes that exist only here, one per kind of clinic rule; each answers the scope it was given. */
const probeRoutes: FastifyPluginAsyncZod = async (app) => {
  const answer = (request: { ctx: Parameters<typeof scoped>[0] }) => {
    const { scope, actor } = scoped(request.ctx);
    return { all: scope.all, clinicIds: [...scope.clinicIds], actor: actor.userId };
  };
  const params = z.object({ id: z.coerce.number().int().positive() });
  app.get(
    '/api/probe/clinic/:id',
    { config: { access: { roles: staff, clinic: Clinic.param('id') } }, schema: { params } },
    async (request) => answer(request),
  );
  app.get(
    '/api/probe/by-query',
    {
      config: { access: { roles: staff, clinic: Clinic.query('clinic') } },
      schema: { querystring: z.object({ clinic: z.coerce.number().int().positive() }) },
    },
    async (request) => answer(request),
  );
  // A record's clinic: here the record id 404s when unknown, and otherwise names its clinic.
  app.get(
    '/api/probe/record/:id',
    {
      config: {
        access: {
          roles: staff,
          clinic: Clinic.record(async (request) => {
            const { id } = request.params as { id: number };
            return id === 999_999 ? null : id;
          }),
        },
      },
      schema: { params },
    },
    async (request) => answer(request),
  );
  app.get(
    '/api/probe/patient/:id',
    {
      config: {
        access: { roles: [Role.patient, ...staff], clinic: Clinic.patient('param', 'id') },
      },
      schema: { params },
    },
    async (request) => answer(request),
  );
  app.get(
    '/api/probe/own',
    { config: { access: { roles: [Role.clinicAdmin, Role.superAdmin], clinic: Clinic.own } } },
    async (request) => answer(request),
  );
};

const ctx = useTestApp({ extraRoutes: [probeRoutes] });

const get = (url: string, token: string) => ctx.app.inject({ url, headers: bearer(token) });

describe('clinic rules', () => {
  test('a clinic id in the path: members pass with that clinic as scope, others get 403', async () => {
    const a = await createClinicWorld(ctx.app);
    const b = await createClinicWorld(ctx.app);
    const own = await get(`/api/probe/clinic/${a.clinic.id}`, a.provider.token);
    expect(own.json()).toMatchObject({ all: false, clinicIds: [a.clinic.id] });
    const foreign = await get(`/api/probe/clinic/${a.clinic.id}`, b.provider.token);
    expect(foreign.statusCode).toBe(403);
    expect(foreign.json().code).toBe('CLINIC_FORBIDDEN');
  });

  test('a clinic id in the query is checked the same way', async () => {
    const a = await createClinicWorld(ctx.app);
    const b = await createClinicWorld(ctx.app);
    expect((await get(`/api/probe/by-query?clinic=${a.clinic.id}`, a.admin.token)).statusCode).toBe(
      200,
    );
    expect((await get(`/api/probe/by-query?clinic=${a.clinic.id}`, b.admin.token)).statusCode).toBe(
      403,
    );
    expect((await get('/api/probe/by-query?clinic=abc', a.admin.token)).statusCode).toBe(400);
  });

  test("issue 19 path 11: a record's clinic: another clinic's record answers exactly as an unknown one (404)", async () => {
    const a = await createClinicWorld(ctx.app);
    const b = await createClinicWorld(ctx.app);
    expect((await get(`/api/probe/record/${a.clinic.id}`, a.provider.token)).statusCode).toBe(200);
    const foreign = await get(`/api/probe/record/${a.clinic.id}`, b.provider.token);
    const unknown = await get('/api/probe/record/999999', b.provider.token);
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json()).toEqual(unknown.json());
    expect(unknown.json().code).toBe('NOT_FOUND');
  });

  test('a patient reaches themselves and the family members they head, and nobody else', async () => {
    const a = await createClinicWorld(ctx.app);
    expect((await get(`/api/probe/patient/${a.patient.id}`, a.patient.token)).statusCode).toBe(200);
    expect((await get(`/api/probe/patient/${a.familyMember.id}`, a.patient.token)).statusCode).toBe(
      200,
    );
    expect((await get(`/api/probe/patient/${a.otherPatient.id}`, a.patient.token)).statusCode).toBe(
      403,
    );
    expect((await get(`/api/probe/patient/${a.patient.id}`, a.familyMember.token)).statusCode).toBe(
      403,
    );
    // Issue 19 path 11: decided before the id is looked up, so an unknown id answers alike.
    expect((await get('/api/probe/patient/999999', a.patient.token)).statusCode).toBe(403);
  });

  test("issue 19 path 11: providers and clinic admins reach their clinics' patients only; another clinic's patient answers as an unknown id", async () => {
    const a = await createClinicWorld(ctx.app);
    const b = await createClinicWorld(ctx.app);
    const mine = await get(`/api/probe/patient/${a.patient.id}`, a.provider.token);
    expect(mine.json()).toMatchObject({ clinicIds: [a.clinic.id] });
    expect((await get(`/api/probe/patient/${a.patient.id}`, a.admin.token)).statusCode).toBe(200);
    const unknown = await get('/api/probe/patient/999999', b.provider.token);
    expect(unknown.statusCode).toBe(404);
    for (const token of [b.provider.token, b.admin.token]) {
      const foreign = await get(`/api/probe/patient/${a.patient.id}`, token);
      expect(foreign.statusCode).toBe(404);
      expect(foreign.json()).toEqual(unknown.json());
    }
  });

  test('the super admin reaches every clinic; over its own clinics its scope is all', async () => {
    const a = await createClinicWorld(ctx.app);
    const admin = await createSuperAdminUser(ctx.app);
    const answer = await get(`/api/probe/clinic/${a.clinic.id}`, admin.token);
    expect(answer.json()).toMatchObject({ all: false, clinicIds: [a.clinic.id] });
    expect((await get('/api/probe/own', admin.token)).json()).toMatchObject({ all: true });
    expect((await get(`/api/probe/patient/${a.patient.id}`, admin.token)).statusCode).toBe(200);
  });

  test('roles live on the membership: a provider who administers another clinic acts as admin there only', async () => {
    const a = await createClinicWorld(ctx.app);
    const b = await createClinicWorld(ctx.app);
    const doctor = await createUser(ctx.app.db, Role.provider, { clinicId: a.clinic.id });
    await joinClinic(ctx.app.db, doctor.id, b.clinic.id, Role.clinicAdmin);
    const token = await signIn(ctx.app, doctor.email);
    expect((await get('/api/probe/own', token)).json()).toMatchObject({ clinicIds: [b.clinic.id] });
    const providers = await get(`/api/clinic/${b.clinic.id}/providers`, token);
    expect(providers.statusCode).toBe(200);
    expect((await get(`/api/clinic/${a.clinic.id}/providers`, token)).statusCode).toBe(403);
    expect((await get('/api/probe/own', a.provider.token)).statusCode).toBe(403);
  });
});

describe('the request context', () => {
  test("is built once: the audit writer already carries the caller's address and agent", async () => {
    const a = await createClinicWorld(ctx.app);
    const response = await ctx.app.inject({
      method: 'POST',
      url: '/api/logout',
      headers: { ...bearer(a.provider.token), 'user-agent': 'context-test' },
    });
    expect(response.statusCode).toBe(204);
    const rows = await ctx.app.db.query.auditLog.findMany({
      where: (log, { eq, and }) => and(eq(log.userId, a.provider.id), eq(log.action, 'logout')),
    });
    expect(rows).toEqual([
      expect.objectContaining({
        ip: '127.0.0.1',
        userAgent: 'context-test',
        actingAssistantId: null,
      }),
    ]);
  });
});
