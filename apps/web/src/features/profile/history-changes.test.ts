import { describe, expect, test } from 'vitest';
import type { ProfileHistoryEntry } from '@clinicall/shared/people/history';
import { describeEntry } from './history-changes';

const entry = (
  jsonOldProfile: Record<string, unknown>,
  jsonProfileVersionsDiff: ProfileHistoryEntry['jsonProfileVersionsDiff'],
): ProfileHistoryEntry => ({
  id: 1,
  modifiedBy: 'Elena Rivera',
  modificationTime: '2026-03-01T10:00:00.000Z',
  jsonOldProfile,
  jsonProfileVersionsDiff,
});

describe('profile history entry', () => {
  test('F11 issue 21: each change says old → new, in reading order (street, city, state, ZIP code)', () => {
    const old = {
      firstName: 'Tom',
      telephoneNumber: '5550001111',
      address: {
        city: 'Springfield',
        state: 'IL',
        postalCode: '62701',
        firstStreetLine: '1 Elm St',
      },
    };
    const lines = describeEntry(
      entry(old, [
        { op: 'change', path: '/address/postalCode', value: '62704' },
        { op: 'change', path: '/address/city', value: 'Chatham' },
        { op: 'change', path: '/address/firstStreetLine', value: '9 Oak Ave' },
        { op: 'change', path: '/telephoneNumber', value: '5551234567' },
        { op: 'change', path: '/firstName', value: 'Thomas' },
      ]),
    );
    expect(lines).toEqual([
      'Changed First name from Tom to Thomas',
      'Changed Phone number from +1 (555) 000-1111 to +1 (555) 123-4567',
      'Changed Address street from 1 Elm St to 9 Oak Ave',
      'Changed Address city from Springfield to Chatham',
      'Changed Address ZIP code from 62701 to 62704',
    ]);
  });

  test('F11 issue 21: a removed list item names what it was, even after an earlier removal moved it', () => {
    const old = {
      medicineInfo: {
        medications: [
          { name: 'Aspirin', dosage: '81 mg', frequency: 'daily', method: 'oral' },
          { name: 'Metformin', dosage: '500 mg', frequency: 'twice daily', method: 'oral' },
          { name: 'Lisinopril', dosage: '10 mg', frequency: 'daily', method: 'oral' },
        ],
      },
      address: null,
    };
    const lines = describeEntry(
      entry(old, [
        // The second index names the list after the first removal: Lisinopril, not Metformin.
        { op: 'remove', path: '/medicineInfo/medications/0' },
        { op: 'remove', path: '/medicineInfo/medications/1' },
        {
          op: 'change',
          path: '/address',
          value: { city: 'Chatham', state: 'IL', firstStreetLine: '9 Oak Ave' },
        },
      ]),
    );
    expect(lines).toEqual([
      'Changed Address from blank to 9 Oak Ave, Chatham, IL',
      'Removed Medication 1: Aspirin, 81 mg, daily, oral',
      'Removed Medication 2: Lisinopril, 10 mg, daily, oral',
    ]);
  });
});
