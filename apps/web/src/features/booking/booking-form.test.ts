import { describe, expect, test } from 'vitest';
import { FileMessages } from '@clinicall/shared/files';
import { BookingFormMessages as M } from '@clinicall/shared/notes/questionnaires';
import { emptyDraft, chooseType, chooseVideoType, type BookingDraft } from './booking-draft';
import { attachmentsProblem, formProblem } from './booking-form';
import { providerSteps, patientSteps } from './booking-steps';

const questions = JSON.stringify([
  { label: 'Smoker?', type: 'checkbox', options: [] },
  { label: 'Since when?', type: 'input', options: [] },
]);

const video = (extra: {
  allowAppointmentTemplate?: boolean;
  templateId?: number | null;
  requireAttachment?: boolean;
}) => chooseVideoType(chooseType(emptyDraft, 'VIDEO'), { id: 1, duration: 30, price: 0, ...extra });

const withForm = (draft: BookingDraft, answers: BookingDraft['answers']): BookingDraft => ({
  ...draft,
  questionnaire: { formJson: questions, displayJson: null, visible: true },
  answers,
});

describe('the booking form step', () => {
  test('C49 the form step exists only for a sub-type with a template or a required attachment', () => {
    expect(providerSteps(video({}))).not.toContain('form');
    expect(providerSteps(video({ allowAppointmentTemplate: true, templateId: 4 }))).toContain(
      'form',
    );
    expect(patientSteps(video({ requireAttachment: true }))).toContain('form');
    // Another type clears what the sub-type asked.
    expect(providerSteps(chooseType(video({ requireAttachment: true }), 'AUDIO'))).not.toContain(
      'form',
    );
  });

  test('C40 an unanswered question other than a checkbox blocks with the spec text', () => {
    const draft = video({ allowAppointmentTemplate: true, templateId: 4 });
    expect(formProblem(withForm(draft, {}), [])).toEqual({
      kind: 'incomplete',
      text: M.incomplete,
    });
    expect(formProblem(withForm(draft, { '1': 'Monday' }), [])).toBeNull();
  });

  test('C41 a required attachment must be added', () => {
    const draft = video({ requireAttachment: true });
    expect(formProblem(draft, [])).toEqual({ kind: 'attachment', text: M.attachmentRequired });
    expect(formProblem(draft, [new File(['x'], 'a.pdf')])).toBeNull();
  });

  test('E11 E12 attachments over 35 MB each or 100 MB in all are refused', () => {
    const sized = (bytes: number) => {
      const file = new File(['x'], 'a.pdf');
      Object.defineProperty(file, 'size', { value: bytes });
      return file;
    };
    expect(attachmentsProblem([sized(35_000_001)])).toBe(FileMessages.attachmentTooLarge);
    expect(attachmentsProblem([sized(34_000_000), sized(34_000_000), sized(34_000_000)])).toBe(
      FileMessages.messageTotalTooLarge,
    );
    expect(attachmentsProblem([sized(1000)])).toBeNull();
  });
});
