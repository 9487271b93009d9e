import { describe, expect, test } from 'vitest';
import { Role, landingPath } from './roles.js';

describe('roles', () => {
  test('A72 the API speaks the spec role strings', () => {
    expect(Object.values(Role).sort()).toEqual([
      'ROLE_CLINIC_ADMIN',
      'ROLE_EXMD_ADMIN',
      'ROLE_EXMD_ASSIST',
      'ROLE_PATIENT',
      'ROLE_PROVIDER',
      'ROLE_ROOM_INVITED',
    ]);
  });

  test('A18 each role lands where the spec says', () => {
    expect(landingPath([Role.superAdmin])).toBe('/admin-dashboard');
    expect(landingPath([Role.assistant])).toBe('/assist-dashboard');
    expect(landingPath([Role.clinicAdmin])).toBe('/clinic-admin-dashboard');
    expect(landingPath([Role.provider])).toBe('/');
    expect(landingPath([Role.patient])).toBe('/');
  });
});
