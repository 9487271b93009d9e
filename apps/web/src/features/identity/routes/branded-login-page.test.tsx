import { screen } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { expect, test } from 'vitest';
import { TestId } from '@clinicall/shared/test-ids';
import { server } from '../../../test/mock-api';
import { LocationProbe, renderRoutes } from '../../../test/render';
import { BrandedLoginPage } from './branded-login-page';

const riverside = {
  name: 'Riverside Family Health',
  customUrl: 'riverside',
  logo: '/api/clinics/logos/00000000-0000-0000-0000-000000000000.png',
};

function renderAt(at: string) {
  return renderRoutes({
    at,
    routes: [
      { path: '/:customUrl', element: <BrandedLoginPage /> },
      { path: '/', element: <LocationProbe /> },
    ],
  });
}

test('A19 a custom URL shows the login page with its clinic’s logo and name', async () => {
  let asked = '';
  server.use(
    http.get('/api/clinics/customUrls/:customUrl', ({ params }) => {
      asked = String(params.customUrl);
      return HttpResponse.json(riverside);
    }),
  );
  renderAt('/RiverSide');
  const logo = await screen.findByTestId(TestId.brandedLoginLogo);
  expect(logo.getAttribute('src')).toBe(riverside.logo);
  expect(logo.getAttribute('alt')).toBe('Riverside Family Health logo');
  expect(
    screen.getByText('Welcome to Riverside Family Health, your care team online.'),
  ).toBeTruthy();
  expect(screen.getByRole('button', { name: 'Sign In' })).toBeTruthy();
  expect(asked).toBe('RiverSide');
});

test('A19 a clinic without a logo shows its name instead', async () => {
  server.use(
    http.get('/api/clinics/customUrls/:customUrl', () =>
      HttpResponse.json({ ...riverside, logo: null }),
    ),
  );
  renderAt('/riverside');
  expect((await screen.findByTestId(TestId.brandedLoginName)).textContent).toBe(riverside.name);
  expect(screen.queryByTestId(TestId.brandedLoginLogo)).toBeNull();
});

test('A19 A63 an unknown custom URL falls back to the site root', async () => {
  server.use(
    http.get('/api/clinics/customUrls/:customUrl', () =>
      HttpResponse.json({ code: 'NOT_FOUND', errorMessage: 'Not found.' }, { status: 404 }),
    ),
  );
  renderAt('/nowhere');
  expect((await screen.findByTestId('location')).textContent).toBe('/');
});
