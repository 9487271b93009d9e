import { screen } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { expect, test } from 'vitest';
import { TestId } from '@clinicall/shared/test-ids';
import { server } from '../../../test/mock-api';
import { LocationProbe, renderRoutes } from '../../../test/render';
import { ExperienceGuidePage } from './experience-guide-page';

function renderAt(at: string) {
  return renderRoutes({
    at,
    routes: [
      { path: '/experience-guide', element: <ExperienceGuidePage /> },
      { path: '*', element: <LocationProbe /> },
    ],
  });
}

test('B53 I25 the guide shows the clinic’s boxes as links that open in a new tab', async () => {
  let asked: string | null = null;
  server.use(
    http.get('/api/guide', ({ request }) => {
      asked = new URL(request.url).searchParams.get('hash');
      return HttpResponse.json({
        clinicName: 'Riverside Family Health',
        logo: '/api/clinics/logos/00000000-0000-0000-0000-000000000000.png',
        boxes: [{ name: 'Meet our team', url: 'https://example.com/team' }],
        images: [
          'https://example.com/lobby.jpg',
          '/api/clinics/logos/11111111-1111-1111-1111-111111111111.png',
        ],
      });
    }),
  );
  renderAt('/experience-guide?hash=12.abc');
  const link = await screen.findByTestId(TestId.experienceGuideLink);
  expect(link.textContent).toBe('Meet our team');
  expect(link.getAttribute('href')).toBe('https://example.com/team');
  expect(link.getAttribute('target')).toBe('_blank');
  expect(screen.getByAltText('Riverside Family Health logo')).toBeTruthy();
  expect(screen.getByText('Riverside Family Health experience guide')).toBeTruthy();
  expect(asked).toBe('12.abc');
  // B52: the clinic's experience images, in order.
  const images = screen.getAllByTestId(TestId.experienceGuideImage);
  expect(images.map((image) => image.getAttribute('src'))).toEqual([
    'https://example.com/lobby.jpg',
    '/api/clinics/logos/11111111-1111-1111-1111-111111111111.png',
  ]);
  expect(screen.getByAltText('Riverside Family Health picture 1')).toBeTruthy();
});

test('B53 a guide with no boxes says so', async () => {
  server.use(
    http.get('/api/guide', () =>
      HttpResponse.json({ clinicName: 'Lakeside', logo: null, boxes: [], images: [] }),
    ),
  );
  renderAt('/experience-guide?hash=1.x');
  expect(
    await screen.findByText('Your clinic has not added anything to its guide yet.'),
  ).toBeTruthy();
});

test('B53 a link that is no longer valid says so and offers sign in', async () => {
  server.use(
    http.get('/api/guide', () =>
      HttpResponse.json({ code: 'NOT_FOUND', errorMessage: 'Not found.' }, { status: 404 }),
    ),
  );
  renderAt('/experience-guide?hash=1.x');
  expect(
    await screen.findByText(
      'This guide link is not valid any more. Ask your clinic for a new one.',
    ),
  ).toBeTruthy();
  expect(screen.getByRole('link', { name: 'Go to sign in' }).getAttribute('href')).toBe('/login');
});

test('B54 without a hash the guide goes to login', async () => {
  renderAt('/experience-guide');
  expect((await screen.findByTestId('location')).textContent).toBe('/login');
});
