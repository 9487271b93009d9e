import { expect, test } from 'vitest';
import { Paths, pathTo } from './paths.js';

test('builders put URL-encoded values where the pattern names them', () => {
  expect(pathTo.room('a b/c')).toBe('/room/a%20b%2Fc');
  expect(pathTo.resetFinish('k&y=1')).toBe('/reset/finish?key=k%26y%3D1');
});

test('A14 the session-expired login URL carries the bare flag the login page looks for', () => {
  expect(pathTo.sessionExpired()).toBe('/login?sessionExpired');
});

test('every path is absolute and unique, so the router can nest them anywhere', () => {
  const paths = Object.values(Paths);
  expect(paths.filter((path) => !path.startsWith('/'))).toEqual([]);
  expect(new Set(paths).size).toBe(paths.length);
});
