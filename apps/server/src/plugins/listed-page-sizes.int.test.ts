import type { ErrorResponse } from '@clinicall/shared/errors';
import { beforeAll, expect, test } from 'vitest';
import { createClinicWorld, type ClinicWorld } from '../test-support/clinic-world.js';
import { bearer } from '../test-support/factories.js';
import { useTestApp } from '../test-support/test-app.js';

const ctx = useTestApp();
let world: ClinicWorld;

beforeAll(async () => {
  world = await createClinicWorld(ctx.app);
});

const get = (url: string) => ctx.app.inject({ url, headers: bearer(world.provider.token) });

// The lists whose page size the spec lists (spec 1 §9): the size each takes, and nothing else.
const LISTS = [
  { url: '/api/appointments/patients', size: 25 },
  { url: '/api/topics', size: 10 },
  { url: '/api/topics/filter', size: 10 },
  { url: '/api/topics/search?keyword=a', size: 10 },
  { url: '/api/inMailSubscribers', size: 15 },
  { url: '/api/inMailSubscribers/filter', size: 15 },
];
const join = (url: string, query: string) => `${url}${url.includes('?') ? '&' : '?'}${query}`;

test('H5 each list takes the page size the spec lists for it, sent or not', async () => {
  for (const { url, size } of LISTS) {
    const sent = await get(join(url, `page=0&size=${size}`));
    expect(sent.statusCode, `${url} ${sent.body}`).toBe(200);
    const unsent = await get(url);
    expect(unsent.statusCode, `${url} ${unsent.body}`).toBe(200);
  }
});

test('H5, I2 any other page size is a 400 naming the one taken', async () => {
  for (const { url, size } of LISTS) {
    for (const other of [1, size - 1, size + 1, 100, 1000]) {
      const answer = await get(join(url, `size=${other}`));
      expect(answer.statusCode, `${url} size=${other}`).toBe(400);
      expect(answer.json<ErrorResponse>()).toMatchObject({
        code: 'VALIDATION',
        errorMessage: `The page size of this list must be ${size}.`,
      });
    }
  }
});
