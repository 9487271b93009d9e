import type {
  HospitalsForm,
  OfficesForm,
  ProviderOverviewForm,
} from '@clinicall/shared/signup/provider-forms';

/** F117: the provider wizard's steps, in the order the spec lists first; the result is last. */
export const PROVIDER_STEPS = [
  { id: 'overview', label: 'Overview' },
  { id: 'office-insurances', label: 'Offices and insurances' },
  { id: 'recommendations', label: 'Recommendations' },
  { id: 'hospital-affiliations', label: 'Hospital affiliations' },
  { id: 'result', label: 'Result' },
] as const;

export type ProviderStepId = (typeof PROVIDER_STEPS)[number]['id'];

/** What the steps collected, kept until the result step submits it. */
export type ProviderSignupData = {
  overview: ProviderOverviewForm | null;
  /** F118: the optional profile photo, sent with the account. */
  photo: File | null;
  offices: OfficesForm;
  recommendation: string;
  hospitals: HospitalsForm;
};

const blankPlace = () => ({ name: '', address: '' });

export const emptyProviderSignup = (): ProviderSignupData => ({
  overview: null,
  photo: null,
  offices: { offices: [blankPlace()], insurances: [] },
  recommendation: '',
  hospitals: { hospitalAffiliations: [blankPlace()] },
});
