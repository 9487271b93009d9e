import { expect, test } from 'vitest';
import { SignupMessages } from './messages.js';
import {
  HospitalsFormSchema,
  OfficesFormSchema,
  ProviderOverviewFormSchema,
  RecommendationFormSchema,
} from './provider-forms.js';

const overview = {
  firstName: 'Nia',
  lastName: 'Reyes',
  primarySpecialty: 'Cardiology',
  email: 'nia@example.org',
  password: 'heart5',
  secondPassword: 'heart5',
  briefOverview: 'Cardiologist.',
  specialties: ['Cardiology', ' cardiology ', ''],
  languages: [],
};

const messagesOf = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
  result.success ? [] : (result.error?.issues.map((issue) => issue.message) ?? []);

test('F120 F123 names are required and at most 50; the specialty and the overview are required', () => {
  const parsed = ProviderOverviewFormSchema.parse(overview);
  expect(parsed.specialties).toEqual(['Cardiology']);
  expect(
    messagesOf(
      ProviderOverviewFormSchema.safeParse({
        ...overview,
        firstName: ' ',
        lastName: 'x'.repeat(51),
        primarySpecialty: '',
        briefOverview: '',
      }),
    ),
  ).toEqual([
    SignupMessages.required,
    SignupMessages.nameTooLong,
    SignupMessages.required,
    SignupMessages.required,
  ]);
  expect(
    messagesOf(
      ProviderOverviewFormSchema.safeParse({ ...overview, briefOverview: 'x'.repeat(17851) }),
    ),
  ).toEqual([SignupMessages.textTooLong]);
});

test('F121 F122 the e-mail is valid and at most 100; passwords are 5 to 100 and must match', () => {
  expect(
    messagesOf(ProviderOverviewFormSchema.safeParse({ ...overview, email: 'not-an-email' })),
  ).toEqual([SignupMessages.emailInvalid]);
  expect(
    messagesOf(
      ProviderOverviewFormSchema.safeParse({
        ...overview,
        password: 'abcd',
        secondPassword: 'abcd',
      }),
    ),
  ).toEqual([SignupMessages.passwordShort, SignupMessages.passwordShort]);
  const long = 'x'.repeat(101);
  expect(
    messagesOf(
      ProviderOverviewFormSchema.safeParse({ ...overview, password: long, secondPassword: long }),
    ),
  ).toEqual([SignupMessages.passwordLong, SignupMessages.passwordLong]);
  expect(
    messagesOf(ProviderOverviewFormSchema.safeParse({ ...overview, secondPassword: 'heart6' })),
  ).toEqual([SignupMessages.passwordMismatch]);
});

test('F124 the office step needs one office; a started box needs its name and address', () => {
  const blank = { name: '', address: '' };
  expect(messagesOf(OfficesFormSchema.safeParse({ offices: [blank], insurances: [] }))).toEqual([
    SignupMessages.officeRequired,
  ]);
  expect(
    messagesOf(
      OfficesFormSchema.safeParse({ offices: [{ name: 'Main', address: '' }], insurances: [] }),
    ),
  ).toEqual([SignupMessages.required]);
  expect(
    OfficesFormSchema.parse({
      offices: [{ name: 'Main', address: '1 Main St' }, blank],
      insurances: ['Aetna', 'aetna'],
    }).insurances,
  ).toEqual(['Aetna']);
});

test('F125 F126 hospitals and the recommendation are optional; the recommendation is at most 17850', () => {
  expect(
    HospitalsFormSchema.safeParse({ hospitalAffiliations: [{ name: '', address: '' }] }).success,
  ).toBe(true);
  expect(RecommendationFormSchema.safeParse({ recommendation: '' }).success).toBe(true);
  expect(
    messagesOf(RecommendationFormSchema.safeParse({ recommendation: 'x'.repeat(17851) })),
  ).toEqual([SignupMessages.textTooLong]);
});
