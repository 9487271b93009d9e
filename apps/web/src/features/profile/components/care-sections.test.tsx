import { screen, within } from '@testing-library/react';
import { afterEach, expect, test, vi } from 'vitest';
import { Role } from '@clinicall/shared/roles';
import { TestId } from '@clinicall/shared/test-ids';
import { fakeMediaQueryList } from '../../../test/media-query';
import { makeAccount, renderRoutes } from '../../../test/render';
import { makePatientProfile } from '../../../test/people';
import { AllergiesSection, MedicationsSection } from './care-sections';

const profile = makePatientProfile({
  medicineInfo: {
    height: null,
    weight: null,
    isAllergic: true,
    allergies: [{ type: 'Penicillin', symptom: 'Rash' }],
    medications: [
      { name: 'Metformin', dosage: '500 mg', frequency: 'Twice daily', method: 'Orally' },
    ],
  },
});

/** The viewport as the sections' media query sees it: a phone is at most 48em wide. */
function viewport(phone: boolean) {
  vi.spyOn(window, 'matchMedia').mockImplementation((query: string) =>
    fakeMediaQueryList(query, phone && query.includes('max-width: 48em')),
  );
}

function renderSections() {
  renderRoutes({
    at: '/p',
    account: makeAccount([Role.provider], { id: 1 }),
    routes: [
      {
        path: '/p',
        element: (
          <>
            <MedicationsSection profile={profile} onEdit={() => undefined} />
            <AllergiesSection profile={profile} onEdit={() => undefined} />
          </>
        ),
      },
    ],
  });
}

afterEach(() => {
  vi.restoreAllMocks();
});

test('F17 F37 on a phone each medication is a card holding all four fields, Method included', async () => {
  viewport(true);
  renderSections();
  const medications = await screen.findByRole('list', { name: 'Medications' });
  const [card] = within(medications).getAllByRole('listitem');
  for (const [label, value] of [
    ['Name', 'Metformin'],
    ['Dosage', '500 mg'],
    ['Frequency', 'Twice daily'],
    ['Method', 'Orally'],
  ] as const) {
    expect(within(card!).getByText(label)).toBeTruthy();
    expect(within(card!).getByText(value)).toBeTruthy();
  }
  expect(screen.queryByRole('table')).toBeNull();
  const allergies = screen.getByRole('list', { name: 'Allergies' });
  expect(within(allergies).getByText('Reaction')).toBeTruthy();
  expect(within(allergies).getByText('Rash')).toBeTruthy();
});

test('F17 F38 on a wider screen medications and allergies are tables with their column headers', async () => {
  viewport(false);
  renderSections();
  const medications = await screen.findByRole('table', { name: 'Medications' });
  expect(
    within(medications)
      .getAllByRole('columnheader')
      .map((th) => th.textContent),
  ).toEqual(['Name', 'Dosage', 'Frequency', 'Method']);
  expect(within(medications).getByRole('cell', { name: 'Orally' })).toBeTruthy();
  const allergies = within(screen.getByTestId(TestId.profileAllergies)).getByRole('table');
  expect(
    within(allergies)
      .getAllByRole('columnheader')
      .map((th) => th.textContent),
  ).toEqual(['Type', 'Reaction']);
});
