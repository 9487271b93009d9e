import { screen } from '@testing-library/react';
import { expect, test } from 'vitest';
import { Paths } from '@clinicall/shared/paths';
import terms from '../../../legal/terms-of-use.md?raw';
import { renderRoutes } from '../../../test/render';
import { LegalPage } from './legal-page';

test('the Terms of Use template renders as headings, text and lists with a link back to sign in', async () => {
  renderRoutes({
    at: Paths.termsOfUse,
    routes: [{ path: Paths.termsOfUse, element: <LegalPage source={terms} /> }],
  });
  expect(await screen.findByRole('heading', { level: 1, name: 'Terms of Use' })).toBeTruthy();
  expect(screen.getByRole('heading', { level: 2, name: 'Using the service' })).toBeTruthy();
  expect(screen.getAllByRole('listitem').length).toBeGreaterThan(1);
  expect(screen.queryByText(/\*\*|^#/)).toBeNull();
  expect(screen.getByRole('link', { name: /Back to sign in/ }).getAttribute('href')).toBe(
    Paths.login,
  );
});
