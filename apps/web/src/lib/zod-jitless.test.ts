import { expect, test } from 'vitest';
import { makeZodJitless } from './zod-jitless';

test('issue 21 item 11: zod runs jitless (no eval probe under the CSP) without main.tsx importing zod', async () => {
  makeZodJitless();
  const { config } = await import('zod/v4/core');
  expect(config().jitless).toBe(true);
  // Zod's own settings object is the one filled in: a setting made through zod is kept too.
  config({ customError: undefined });
  expect(globalThis.__zod_globalConfig?.jitless).toBe(true);
});
