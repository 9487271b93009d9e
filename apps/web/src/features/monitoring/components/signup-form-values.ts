import type { Device } from '@clinicall/shared/monitoring/partners';
import { RpmMessages, type RpmSignup } from '@clinicall/shared/monitoring/signup';
import {
  birthDateToIso,
  isoToBirthDate,
  isRealBirthDate,
} from '@clinicall/shared/people/birth-date';
import { PeopleMessages } from '@clinicall/shared/people/messages';
import type { PatientProfile } from '@clinicall/shared/people/patient-profile';
import { maskPhone, storedPhone } from '@clinicall/shared/people/phone';
import { TextLimit } from '@clinicall/shared/constants';

/** G22: the form's fields as typed (the birth date MM/DD/YYYY, the phone masked). */
export interface SignupValues {
  firstName: string;
  lastName: string;
  gender: string;
  mrn: string;
  dateOfBirth: string;
  height: string | null;
  weight: number | string;
  phoneNumber: string;
  email: string;
  address: string;
  city: string;
  state: string;
  zipCode: string;
  devices: Device[];
}

/** G25, G27: the fields the patient's profile already has; those values are the ones sent. */
export type OnFile = Record<
  'height' | 'weight' | 'phoneNumber' | 'address' | 'city' | 'state' | 'zipCode',
  boolean
>;

export const MRN_MAX = TextLimit.tiny;
export const ZIP_MAX = 10;
const WEIGHT_MAX = 999;
const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const ZIP_PATTERN = /^\d{5}(-\d{4})?$/;

export function onFileOf(profile: PatientProfile): OnFile {
  const address = profile.address;
  return {
    height: Boolean(profile.medicineInfo.height),
    weight: (profile.medicineInfo.weight ?? 0) > 0,
    phoneNumber: storedPhone(profile.telephoneNumber) !== '',
    address: Boolean(address?.firstStreetLine.trim()),
    city: Boolean(address?.city.trim()),
    state: Boolean(address?.state.trim()),
    zipCode: Boolean(address?.postalCode.trim()),
  };
}

/** The profile fills the form; what it has is shown and sent as it is (G27). */
export function initialValues(profile: PatientProfile): SignupValues {
  return {
    firstName: profile.firstName,
    lastName: profile.lastName,
    gender: profile.gender ?? '',
    mrn: profile.patientEMRID.slice(0, MRN_MAX),
    dateOfBirth: isoToBirthDate(profile.dateOfBirth),
    height: profile.medicineInfo.height,
    weight: profile.medicineInfo.weight ?? '',
    phoneNumber: maskPhone(profile.telephoneNumber),
    email: profile.email,
    address: profile.address?.firstStreetLine ?? '',
    city: profile.address?.city ?? '',
    state: profile.address?.state ?? '',
    zipCode: profile.address?.postalCode ?? '',
    devices: [],
  };
}

const required = (label: string) => RpmMessages.onFileOrRequired(label);

/**
 * G24–G26, G28: the messages of a form that cannot be sent, by field. Phone, address, city, state
 * and zip are required only when the profile lacks them; Morley-associated views need the weight.
 */
export function validateSignup(
  values: SignupValues,
  rules: { onFile: OnFile; weightRequired: boolean },
): Partial<Record<keyof SignupValues, string>> {
  const errors: Partial<Record<keyof SignupValues, string>> = {};
  const need = (field: keyof OnFile, label: string) => {
    const value = values[field];
    if (!rules.onFile[field] && (value === null || String(value).trim() === '')) {
      errors[field] = required(label);
    }
  };
  if (!values.firstName.trim()) errors.firstName = required('First name');
  if (!values.lastName.trim()) errors.lastName = required('Last name');
  if (!values.gender) errors.gender = required('Gender');
  const birth = birthDateToIso(values.dateOfBirth);
  if (!values.dateOfBirth.trim()) errors.dateOfBirth = PeopleMessages.dateRequired;
  else if (birth === null || !isRealBirthDate(birth))
    errors.dateOfBirth = PeopleMessages.dateInvalid;
  if (!values.email.trim()) errors.email = required('Email');
  else if (!EMAIL_PATTERN.test(values.email.trim())) errors.email = PeopleMessages.emailInvalid;
  need('phoneNumber', 'Phone number');
  if (!errors.phoneNumber && values.phoneNumber && storedPhone(values.phoneNumber) === '') {
    errors.phoneNumber = PeopleMessages.phoneInvalid;
  }
  need('address', 'Address');
  need('city', 'City');
  need('state', 'State');
  need('zipCode', 'Zip code');
  if (!errors.zipCode && values.zipCode.trim() && !ZIP_PATTERN.test(values.zipCode.trim())) {
    errors.zipCode = 'Enter a 5-digit zip code (or ZIP+4).';
  }
  if (rules.weightRequired) need('weight', 'Weight');
  const weight = values.weight === '' ? null : Number(values.weight);
  if (!errors.weight && weight !== null && !(weight > 0 && weight <= WEIGHT_MAX)) {
    errors.weight = PeopleMessages.weightRange;
  }
  if (values.devices.length === 0) errors.devices = RpmMessages.deviceRequired;
  return errors;
}

const text = (value: string) => (value.trim() === '' ? undefined : value.trim());

/** G22: the payload of POST /{partner}/signup/patients. */
export function toPayload(patientId: number, values: SignupValues): RpmSignup {
  return {
    patientId,
    firstName: values.firstName.trim(),
    lastName: values.lastName.trim(),
    gender: values.gender,
    mrn: text(values.mrn),
    dateOfBirth: birthDateToIso(values.dateOfBirth) ?? '',
    height: values.height ?? undefined,
    weight: values.weight === '' ? undefined : Number(values.weight),
    phoneNumber: text(storedPhone(values.phoneNumber)),
    email: values.email.trim(),
    address: text(values.address),
    city: text(values.city),
    state: text(values.state),
    zipCode: text(values.zipCode),
    devices: values.devices,
  };
}
