import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, expect, test } from 'vitest';
import type { ProviderProfile } from '@clinicall/shared/people/provider-profile';
import { Role } from '@clinicall/shared/roles';
import { makeAccount, renderRoutes } from '../../../test/render';
import { ProviderProfileView } from './provider-profile-view';

const profile: ProviderProfile = {
  id: 5,
  firstName: 'Nia',
  lastName: 'Reyes',
  email: 'nia@example.org',
  primarySpecialty: 'Cardiology',
  briefOverview: 'Cardiologist.',
  specialties: ['Cardiology'],
  languages: ['English'],
  insurances: ['Aetna'],
  recommendation: 'Top doctor',
  offices: [],
  hospitalAffiliations: [],
  alternativeEmails: [],
  imagePath: null,
  clinics: [],
};

// The modal's autosizing text area listens to document.fonts, which jsdom lacks.
beforeAll(() => {
  Object.defineProperty(document, 'fonts', {
    configurable: true,
    value: { addEventListener: () => undefined, removeEventListener: () => undefined },
  });
});

test('F42 F48 the recommendation modal is titled "Change Specialties", as the spec writes it', async () => {
  renderRoutes({
    at: '/p',
    account: makeAccount([Role.provider], { id: 5 }),
    routes: [{ path: '/p', element: <ProviderProfileView profile={profile} editable /> }],
  });
  const user = userEvent.setup();
  await user.click(screen.getByRole('button', { name: 'Edit recommendations' }));
  expect(await screen.findByRole('dialog', { name: 'Change Specialties' })).toBeTruthy();
});
