import { expect, test } from 'vitest';
import { Role } from '@clinicall/shared/roles';
import { loginDestination } from './login-destination';

test('A16 a remembered dashboard target falls back to the role landing page', () => {
  expect(loginDestination([Role.superAdmin], null, '/')).toBe('/admin-dashboard');
  expect(loginDestination([Role.provider], null, '/patients')).toBe('/patients');
});

test('A16 a remembered target on another origin is ignored', () => {
  expect(loginDestination([Role.patient], null, '//evil.example/x')).toBe('/');
});

test('A17 a room token wins over everything else', () => {
  expect(loginDestination([Role.provider], 'abc', '/patients')).toBe('/room/abc');
});

test.each([
  [Role.superAdmin, '/admin-dashboard'],
  [Role.assistant, '/assist-dashboard'],
  [Role.clinicAdmin, '/clinic-admin-dashboard'],
  [Role.provider, '/'],
  [Role.patient, '/'],
])('A18 %s lands on %s', (role, path) => {
  expect(loginDestination([role], null, null)).toBe(path);
});
