import { expect, test } from 'vitest';
import { PeopleMessages } from './messages.js';
import { AddressSchema } from './patient-profile.js';

test('F34 the address modal requires the street and the city', () => {
  const result = AddressSchema.safeParse({ firstStreetLine: ' ', city: '' });
  expect(result.success).toBe(false);
  expect(result.error?.issues.map((issue) => issue.message)).toEqual([
    PeopleMessages.streetRequired,
    PeopleMessages.cityRequired,
  ]);
  expect(AddressSchema.parse({ firstStreetLine: '1 Main St', city: 'Springfield' })).toMatchObject({
    secondStreetLine: '',
    state: '',
    postalCode: '',
  });
});
