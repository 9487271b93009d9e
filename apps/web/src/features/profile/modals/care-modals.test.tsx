import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, test, vi } from 'vitest';
import type { PatientProfileFieldsInput } from '@clinicall/shared/people/patient-profile';
import { TestId } from '@clinicall/shared/test-ids';
import { mockApi } from '../../../test/mock-api';
import { makePatientProfile } from '../../../test/people';
import { renderRoutes } from '../../../test/render';
import { editableFields, type FieldErrors, type ProfileEditor } from '../hooks/use-profile-editor';
import { AllergiesModal } from './allergies-modal';
import { MedicationsModal } from './medications-modal';

const profile = makePatientProfile({
  medicineInfo: {
    height: null,
    weight: null,
    isAllergic: true,
    allergies: [{ type: 'Bee venom', symptom: 'Swelling' }],
    medications: [
      { name: 'Metformin', dosage: '500 mg', frequency: 'Twice daily', method: 'Orally' },
    ],
  },
});

/** An editor that records what Update would save and answers `errors` (null: saved). */
function fakeEditor(errors: FieldErrors | null = null) {
  const saved: Partial<PatientProfileFieldsInput>[] = [];
  const editor: ProfileEditor = {
    fields: editableFields(profile),
    save: vi.fn((patch: Partial<PatientProfileFieldsInput>) => {
      saved.push(patch);
      return Promise.resolve(errors);
    }),
    saving: false,
  };
  return { editor, saved };
}

function renderModal(element: React.ReactElement) {
  renderRoutes({ at: '/', routes: [{ path: '/', element }] });
  return userEvent.setup();
}

beforeEach(() => {
  mockApi.get('/AllergyMedicationType', () => ['Food', 'Other']);
  mockApi.get('/AllergyMedicationSymptoms', () => ['Rash', 'Other']);
});

describe('care list modals', () => {
  test('F37 medications: rows are numbered cards; Add, edit and remove make the list Update saves', async () => {
    const { editor, saved } = fakeEditor();
    const user = renderModal(<MedicationsModal editor={editor} onClose={() => undefined} />);
    const dialog = await screen.findByRole('dialog', { name: 'Change medications' });
    expect(within(dialog).getByText('Medication 1')).toBeTruthy();

    await user.click(screen.getByTestId(TestId.medicationAdd));
    const names = within(dialog).getAllByLabelText(/^Name/);
    await user.type(names[1]!, 'Aspirin');
    await user.type(within(dialog).getAllByLabelText(/^Dosage/)[1]!, '81 mg');
    await user.click(within(dialog).getByRole('button', { name: 'Remove medication 1' }));
    await user.click(screen.getByTestId(TestId.profileUpdate));

    expect(saved).toEqual([
      {
        medicineInfo: {
          ...editor.fields.medicineInfo,
          medications: [{ name: 'Aspirin', dosage: '81 mg', frequency: '', method: '' }],
        },
      },
    ]);
  });

  test('F37 medications: a field error shows under the field of its row', async () => {
    const { editor } = fakeEditor({ 'medicineInfo.medications.0.dosage': 'Dosage is required' });
    const user = renderModal(<MedicationsModal editor={editor} onClose={() => undefined} />);
    await screen.findByRole('dialog', { name: 'Change medications' });
    await user.click(screen.getByTestId(TestId.profileUpdate));
    expect(await screen.findByText('Dosage is required')).toBeTruthy();
  });

  test('F38 allergies: an unlisted type is "Other" with its text, which carries the error; off clears the list', async () => {
    const { editor, saved } = fakeEditor({ 'medicineInfo.allergies.0.type': 'Type is required' });
    const user = renderModal(<AllergiesModal editor={editor} onClose={() => undefined} />);
    const dialog = await screen.findByRole('dialog', { name: 'Change allergies' });
    expect(within(dialog).getByText('Allergy 1')).toBeTruthy();
    expect(within(dialog).getByLabelText(/^Other type/)).toHaveProperty('value', 'Bee venom');
    expect(within(dialog).getByLabelText(/^Other reaction/)).toHaveProperty('value', 'Swelling');

    await user.click(screen.getByTestId(TestId.profileUpdate));
    expect(saved[0]?.medicineInfo?.allergies).toEqual([{ type: 'Bee venom', symptom: 'Swelling' }]);
    const error = await within(dialog).findByText('Type is required');
    expect(
      within(dialog)
        .getByLabelText(/^Other type/)
        .getAttribute('aria-describedby'),
    ).toBe(error.id);

    await user.click(within(dialog).getByLabelText('I have allergies'));
    expect(within(dialog).queryByText('Allergy 1')).toBeNull();
    expect(screen.queryByTestId(TestId.allergyAdd)).toBeNull();
    await user.click(screen.getByTestId(TestId.profileUpdate));
    expect(saved[1]?.medicineInfo).toMatchObject({ isAllergic: false, allergies: [] });
  });
});
