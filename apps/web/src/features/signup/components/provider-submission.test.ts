import { expect, test } from 'vitest';
import { emptyProviderSignup } from './provider-steps';
import { providerRegistration } from './provider-submission';

test('F128 F51 the provider wizard sends specialties as {name}, no secondPassword and no blank boxes', () => {
  const data = emptyProviderSignup();
  expect(providerRegistration(data, 'tok')).toBeNull();
  data.overview = {
    firstName: 'Nia',
    lastName: 'Reyes',
    primarySpecialty: 'Cardiology',
    email: 'nia@example.org',
    password: 'heart5',
    secondPassword: 'heart5',
    briefOverview: 'Cardiologist.',
    specialties: ['Cardiology'],
    languages: ['English'],
  };
  data.offices = {
    offices: [
      { name: ' Main ', address: ' 1 Main St ' },
      { name: '', address: ' ' },
    ],
    insurances: ['Aetna'],
  };
  const sent = providerRegistration(data, 'tok');
  expect(sent?.photo).toBeNull();
  expect(sent?.body).toMatchObject({
    specialties: [{ name: 'Cardiology' }],
    clinicToken: 'tok',
    offices: [{ name: 'Main', address: '1 Main St' }],
    hospitalAffiliations: [],
    recommendation: '',
  });
  expect(sent?.body).not.toHaveProperty('secondPassword');
});
