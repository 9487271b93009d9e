import { describe, expect, test } from 'vitest';
import { describeOperation, pathLabel } from './history-text';

describe('profile history text', () => {
  test('F11 operations read as sentences with readable paths and values', () => {
    expect(pathLabel('/medicineInfo/medications/0/name')).toBe('Medication 1 name');
    expect(describeOperation({ op: 'change', path: '/telephoneNumber', value: '5551234567' })).toBe(
      'Changed Phone number to +1 (555) 123-4567',
    );
    expect(
      describeOperation({
        op: 'add',
        path: '/medicineInfo/allergies/1',
        value: { type: 'Food', symptom: 'Hives' },
      }),
    ).toBe('Added Allergy 2: Food, Hives');
    expect(describeOperation({ op: 'remove', path: '/emergencyContact' })).toBe(
      'Removed Emergency contact',
    );
  });
});
