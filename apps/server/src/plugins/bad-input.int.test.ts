import { Role } from '@clinicall/shared/roles';
import { describe, expect, test } from 'vitest';
import type { RouteAccess } from './types.js';
import { createClinicWorld, createSuperAdminUser } from '../test-support/clinic-world.js';
import { bearer, tokenFor } from '../test-support/factories.js';
import { useTestApp } from '../test-support/test-app.js';

const ctx = useTestApp();

// Path parameters: text, signs, fractions, broken escapes, and whole numbers past a 32-bit id
// (99999999999 is still exact in JavaScript, so only a bound in the schema stops it).
const PATH_VALUES = ['abc', '-1', '0', '1.5', '99999999999', '1e300', '%00', '%E0%A4%A', 'null'];
const QUERIES = [
  '',
  '?page=-1&size=abc&keyword=%00&id=x&patientId=x&date=garbage&from=x&to=x&timeZone=Nowhere%2FLand',
  '?page=999999999999&size=10',
  '?page=1&size=99999999&orderBy=x&propertyName=%27;drop&email=x&type=x&token=x&key=x',
  '?patientId=99999999999&id=99999999999&providerId=99999999999&clinicId=99999999999&encounterId=99999999999&topicId=99999999999',
  '?date=2026-02-30&from=2026-13-01&to=0000-00-00&duration=-5&startTime=x&endTime=x',
];
const json = (payload: string) => ({ payload, type: 'application/json' });
const BODIES = [
  json('{}'),
  json('[]'),
  json('"x"'),
  json('null'),
  json('{'),
  json('{"id":"x","patientId":-1,"page":"x","email":5,"startTime":"x","endTime":[]}'),
  json(
    '{"id":99999999999,"patientId":99999999999,"providerId":99999999999,"clinicId":99999999999,"encounterId":99999999999,"topicId":99999999999}',
  ),
  { payload: 'a=b', type: 'application/x-www-form-urlencoded' },
  { payload: 'garbage', type: 'multipart/form-data; boundary=zz' },
  { payload: 'garbage', type: 'text/plain' },
];

describe('bad input', () => {
  test('no route answers 5xx to a malformed path, query or body, from a caller its rule allows', async () => {
    const world = await createClinicWorld(ctx.app);
    const superAdmin = await createSuperAdminUser(ctx.app);
    const callerFor = (roles: readonly Role[] | 'any') => {
      const allowed = roles === 'any' ? [Role.provider] : roles;
      if (allowed.includes(Role.provider)) return world.provider;
      if (allowed.includes(Role.patient)) return world.patient;
      if (allowed.includes(Role.clinicAdmin)) return world.admin;
      if (allowed.includes(Role.assistant)) return world.assistant;
      return superAdmin;
    };
    // A fresh session per route: a route before it may have ended the last one (logout, e-mail change).
    const headersFor = async (route: RouteAccess) =>
      route.access === 'open'
        ? {}
        : bearer(await tokenFor(ctx.app, callerFor(route.access.roles).id));

    const answered = new Map<number, number>();
    const failures: string[] = [];
    const routes = ctx.app.routeAccess.filter((r) => !r.url.startsWith('/api/docs'));
    expect(routes.length).toBeGreaterThan(100);
    for (const route of routes) {
      const headers = await headersFor(route);
      const paths = new Set(PATH_VALUES.map((value) => route.url.replace(/:(\w+)/g, value)));
      for (const url of [...paths].flatMap((path) => QUERIES.map((query) => path + query))) {
        for (const body of route.method === 'GET' ? [undefined] : BODIES) {
          const response = await ctx.app.inject({
            method: route.method as 'GET',
            url,
            headers: body ? { ...headers, 'content-type': body.type } : headers,
            ...(body ? { payload: body.payload } : {}),
          });
          answered.set(response.statusCode, (answered.get(response.statusCode) ?? 0) + 1);
          if (response.statusCode >= 500) {
            failures.push(
              `${route.method} ${url} ${body?.payload ?? ''} -> ${response.statusCode}`,
            );
          }
        }
      }
    }
    expect(failures).toEqual([]);
    // The sweep reached the handlers' own checks, not only the token check.
    expect(answered.get(400) ?? 0).toBeGreaterThan(1_000);
  }, 120_000);
});
