import { isBlankPlace } from '@clinicall/shared/signup/provider-forms';
import type { ProviderRegistration } from '../api/provider-register';
import type { ProviderSignupData } from './provider-steps';

const trimmed = (place: { name: string; address: string }) => ({
  name: place.name.trim(),
  address: place.address.trim(),
});

/**
 * F128: the wizard's data as the server takes it: secondPassword dropped, specialties wrapped as
 * {name}, blank office and hospital boxes left out (F51).
 */
export function providerRegistration(
  data: ProviderSignupData,
  token: string,
): ProviderRegistration | null {
  const overview = data.overview;
  if (!overview) return null;
  return {
    body: {
      firstName: overview.firstName,
      lastName: overview.lastName,
      primarySpecialty: overview.primarySpecialty,
      email: overview.email,
      password: overview.password,
      briefOverview: overview.briefOverview,
      specialties: overview.specialties.map((name) => ({ name })),
      languages: overview.languages,
      clinicToken: token,
      offices: data.offices.offices.filter((p) => !isBlankPlace(p)).map(trimmed),
      insurances: data.offices.insurances,
      hospitalAffiliations: data.hospitals.hospitalAffiliations
        .filter((p) => !isBlankPlace(p))
        .map(trimmed),
      recommendation: data.recommendation,
    },
    photo: data.photo,
  };
}
