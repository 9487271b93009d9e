import { describe, expect, test } from 'vitest';
import { describeOperation, pathLabel, valueText } from './history-text';

describe('profile history text', () => {
  test('F11 operations read as sentences with readable paths and values', () => {
    expect(pathLabel('/medicineInfo/medications/0/name')).toBe('Medication 1 name');
    expect(
      describeOperation(
        { op: 'change', path: '/telephoneNumber', value: '5551234567' },
        '5550001111',
      ),
    ).toBe('Changed Phone number from +1 (555) 000-1111 to +1 (555) 123-4567');
    expect(
      describeOperation({
        op: 'add',
        path: '/medicineInfo/allergies/1',
        value: { type: 'Food', symptom: 'Hives' },
      }),
    ).toBe('Added Allergy 2: Food, Hives');
    expect(
      describeOperation(
        { op: 'remove', path: '/emergencyContact' },
        {
          firstName: 'Ann',
          lastName: 'Lee',
          relationship: 'Sister',
          telephoneNumber: '5551234567',
        },
      ),
    ).toBe('Removed Emergency contact: Ann, Lee, +1 (555) 123-4567, Sister');
  });

  test('F11 issue 21: an address reads street, city, state, ZIP code whatever order its keys come in', () => {
    // PostgreSQL's jsonb gives keys back shortest first.
    const stored = {
      city: 'Springfield',
      state: 'IL',
      postalCode: '62701',
      firstStreetLine: '12 Main St',
      secondStreetLine: 'Apt 4',
    };
    expect(valueText('/address', stored)).toBe('12 Main St, Apt 4, Springfield, IL, 62701');
  });
});
