import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { expect, test } from 'vitest';
import { AdminClinicMessages as M } from '@clinicall/shared/admin-clinic';
import { Role } from '@clinicall/shared/roles';
import { TestId } from '@clinicall/shared/test-ids';
import { mockApi, sentRequests } from '../../../test/mock-api';
import { makeAccount, renderRoutes } from '../../../test/render';
import { ClinicsPage } from './clinics-page';

const slow = { timeout: 8000 };
const account = makeAccount([Role.superAdmin]);
const clinic = (id: number, activated = true) => ({
  id,
  name: `Clinic ${id}`,
  clinicType: 'Primary care',
  activated,
  customUrl: id === 1 ? 'riverside' : null,
});

test('B6 B7 the clinics list pages by 15, filters by state, and says when nothing matches', async () => {
  mockApi.get('/admin/clinics/find', ({ request }) => {
    const url = new URL(request.url);
    if (url.searchParams.get('keyword') === 'none')
      return { content: [], last: true, totalElements: 0 };
    const inactive = url.searchParams.get('isActivated') === 'false';
    return {
      content: inactive ? [clinic(9, false)] : [clinic(1), clinic(2)],
      last: true,
      totalElements: inactive ? 1 : 2,
    };
  });
  renderRoutes({ at: '/c', account, routes: [{ path: '/c', element: <ClinicsPage /> }] });
  const user = userEvent.setup();
  expect(await screen.findByText('Clinic 1', {}, slow)).toBeTruthy();
  expect(screen.getByText('/riverside')).toBeTruthy();
  expect(sentRequests('/admin/clinics/find')[0]?.url).toContain('size=15');

  await user.click(screen.getByRole('radio', { name: 'Inactive' }));
  expect(await screen.findByText('Clinic 9', {}, slow)).toBeTruthy();
  expect(sentRequests('/admin/clinics/find').at(-1)?.url).toContain(
    'filterByActivated=true&isActivated=false',
  );

  await user.type(screen.getByTestId(TestId.clinicSearch), 'none');
  expect(await screen.findByText(M.noClinics, {}, slow)).toBeTruthy();
});
