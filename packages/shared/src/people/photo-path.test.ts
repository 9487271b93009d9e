import { expect, test } from 'vitest';
import { Role } from '../roles.js';
import { photoPath, photoVersion } from './photo-path.js';

test('a photo path names the route of the person’s role and the stored photo’s version', () => {
  const key = 'photos/0f8c2a4e-1b2c-4d5e-8f90-123456789abc.jpg';
  expect(photoVersion(key)).toBe('0f8c2a4e-1b2c-4d5e-8f90-123456789abc');
  expect(photoPath({ id: 7, role: Role.provider }, key)).toBe(
    '/api/providers/7/photo?v=0f8c2a4e-1b2c-4d5e-8f90-123456789abc',
  );
  expect(photoPath({ id: 8, role: Role.patient }, key)).toBe(
    '/api/patient/8/photo?v=0f8c2a4e-1b2c-4d5e-8f90-123456789abc',
  );
});

test('no photo, or a role without photos, has no path', () => {
  expect(photoPath({ id: 7, role: Role.provider }, null)).toBeNull();
  expect(photoPath({ id: 7, role: Role.assistant }, 'photos/a.jpg')).toBeNull();
});
