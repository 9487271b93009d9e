import { describe, expect, test } from 'vitest';
import { AdminClinicMessages as M, type Partner } from '@clinicall/shared/admin-clinic';
import {
  consentProblem,
  consentSlots,
  emptyConsent,
  formValuesOf,
  toRequest,
  validateClinic,
  type ConsentValue,
} from './clinic-form-values';

const pdf = (name: string) =>
  new File(['%PDF-1.4'], name, { type: 'application/pdf', lastModified: 1 });
const slot = (name: string, upload: File | null = null): ConsentValue => ({
  ...emptyConsent(),
  name,
  upload,
});

describe('the clinic form', () => {
  test('B30-B32 B35 consent problems, in the spec’s words', () => {
    expect(consentProblem(consentSlots([]))).toBe(M.consentOrder);
    expect(consentProblem(consentSlots([slot(''), slot('Two', pdf('b.pdf'))]))).toBe(
      M.consentOrder,
    );
    expect(consentProblem(consentSlots([slot('', pdf('a.pdf'))]))).toBe(M.consentNeedsName(1));
    expect(consentProblem(consentSlots([slot('One', pdf('a.pdf')), slot('Two')]))).toBe(
      M.consentNeedsFile(2),
    );
    const same = pdf('a.pdf');
    expect(consentProblem(consentSlots([slot('One', same), slot('Two', same)]))).toBe(
      M.consentDuplicate,
    );
    expect(consentProblem(consentSlots([slot('One', pdf('a.pdf'))]))).toBeNull();
  });

  test('B10 B29 uploads go by slot; consent off sends no consents and no additional text', () => {
    const values = {
      ...formValuesOf(null),
      name: 'North',
      allowConsent: true,
      additionalConsentText: 'Read it',
      consents: consentSlots([slot('One', pdf('a.pdf'))]),
    };
    const on = toRequest(values, null);
    expect([...on.files.consents.keys()]).toEqual([1]);
    expect(on.input.consents?.[0]).toMatchObject({ name: 'One', file: null, fileName: 'a.pdf' });
    const off = toRequest({ ...values, allowConsent: false }, null);
    expect(off.input).toMatchObject({ consents: [], additionalConsentText: null });
    expect(off.files.consents.size).toBe(0);
  });

  test('B52 kept image addresses and uploaded images go in the JSON; new images go as files', () => {
    const saved = '/api/clinics/logos/22222222-2222-2222-2222-222222222222.png';
    const upload = new File(['png'], 'lobby.png', { type: 'image/png' });
    const values = {
      ...formValuesOf(null),
      storageUrls: ['https://example.com/a.jpg', saved, ' '],
      imageUploads: [upload],
    };
    const request = toRequest(values, null);
    expect(request.input.storageUrls).toEqual(['https://example.com/a.jpg', saved]);
    expect(request.files.images).toEqual([upload]);
    expect(validateClinic(values, [])).not.toHaveProperty('storageUrls.1');
    expect(validateClinic({ ...values, storageUrls: ['ftp://x'] }, [])).toHaveProperty(
      ['storageUrls.0'],
      M.url,
    );
  });

  test('B9 B42 B46 B49 required fields, a partner when monitoring is on, and its organization id', () => {
    const thorough: Partner = {
      id: 5,
      companyName: 'Thorough',
      partnerType: 'RPM',
      selectable: true,
      needsExternalId: true,
      needsAssociatedPartner: false,
    };
    const errors = validateClinic(
      {
        ...formValuesOf(null),
        allowRemotePatientMonitoring: true,
        addresses: [
          {
            firstStreetLine: '',
            secondStreetLine: '',
            city: 'x',
            state: 'y',
            addressType: 'Main',
            postalCode: '12',
            addressActive: true,
          },
        ],
      },
      [thorough],
    );
    expect(errors).toMatchObject({
      name: M.required,
      description: M.required,
      clinicType: M.required,
      rpmPartnerId: M.partnerRequired,
      'addresses.0.firstStreetLine': M.required,
      'addresses.0.postalCode': M.postalCode,
    });
    const chosen = validateClinic(
      { ...formValuesOf(null), allowRemotePatientMonitoring: true, rpmPartnerId: '5' },
      [thorough],
    );
    expect(chosen.externalPartnerId).toBe(M.required);
  });
});
