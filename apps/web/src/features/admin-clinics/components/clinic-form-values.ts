import {
  AdminClinicLimits,
  AdminClinicMessages as M,
  CLINIC_SWITCHES,
  customUrlProblem,
  isClinicImagePath,
  type AdminClinic,
  type ClinicAddress,
  type ClinicInput,
  type ClinicSwitch,
  type Partner,
} from '@clinicall/shared/admin-clinic';
import type { ClinicFiles } from '../api/clinics-api';

export type ConsentValue = {
  name: string;
  /** The stored PDF this slot keeps, or null. */
  file: string | null;
  fileName: string | null;
  /** A PDF chosen in this session, sent with the save. */
  upload: File | null;
};

export type AddressValue = Omit<ClinicAddress, 'secondStreetLine' | 'addressActive'> & {
  secondStreetLine: string;
  addressActive: boolean;
};

export type ClinicFormValues = {
  name: string;
  description: string;
  clinicType: string;
  activated: boolean;
  customUrl: string;
  additionalConsentText: string;
  consents: ConsentValue[];
  addresses: AddressValue[];
  experienceBoxes: { name: string; url: string }[];
  /** B52: web addresses and the paths of images uploaded before. */
  storageUrls: string[];
  /** B52: images chosen in this session, uploaded with the save after the kept ones. */
  imageUploads: File[];
  rpmPartnerId: string | null;
  externalPartnerId: string;
  associatedPartnerId: string | null;
  logo: File | null;
  topLogo: File | null;
  customLogo: string | null;
  customTopLogo: string | null;
} & Record<ClinicSwitch, boolean>;

export const emptyConsent = (): ConsentValue => ({
  name: '',
  file: null,
  fileName: null,
  upload: null,
});

/** B28: consent on shows its 3 slots. */
export const consentSlots = (list: ConsentValue[]) =>
  Array.from({ length: AdminClinicLimits.consentSlots }, (_, i) => list[i] ?? emptyConsent());

export const emptyAddress = (): AddressValue => ({
  firstStreetLine: '',
  secondStreetLine: '',
  city: '',
  state: '',
  addressType: 'Main',
  postalCode: '',
  addressActive: true,
});

const switchesOf = (clinic: AdminClinic | null) =>
  Object.fromEntries(CLINIC_SWITCHES.map((name) => [name, clinic?.[name] ?? false])) as Record<
    ClinicSwitch,
    boolean
  >;

/** B13: the form prefilled from a saved clinic (or empty for a new one). */
export function formValuesOf(clinic: AdminClinic | null): ClinicFormValues {
  return {
    name: clinic?.name ?? '',
    description: clinic?.description ?? '',
    clinicType: clinic?.clinicType ?? '',
    activated: clinic?.activated ?? true,
    ...switchesOf(clinic),
    customUrl: clinic?.customUrl ?? '',
    additionalConsentText: clinic?.additionalConsentText ?? '',
    consents: clinic?.allowConsent
      ? consentSlots(
          clinic.consents.map((c) => ({
            name: c.name,
            file: c.file,
            fileName: c.fileName,
            upload: null,
          })),
        )
      : [],
    addresses: (clinic?.addressUSDTOList ?? []).map((a) => ({
      ...a,
      secondStreetLine: a.secondStreetLine ?? '',
    })),
    experienceBoxes: clinic?.experienceBoxes ?? [],
    storageUrls: clinic?.storageUrls ?? [],
    imageUploads: [],
    rpmPartnerId: clinic?.rpmPartnerId ? String(clinic.rpmPartnerId) : null,
    externalPartnerId: clinic?.externalPartnerId ?? '',
    associatedPartnerId: clinic?.associatedPartnerId ? String(clinic.associatedPartnerId) : null,
    logo: null,
    topLogo: null,
    customLogo: clinic?.customLogo ?? null,
    customTopLogo: clinic?.customTopLogo ?? null,
  };
}

/** What the save sends: the clinic as JSON, and the files chosen for it. */
export function toRequest(
  values: ClinicFormValues,
  saved: AdminClinic | null,
): { input: ClinicInput; files: ClinicFiles } {
  const consents = values.allowConsent ? values.consents : [];
  const files: ClinicFiles = {
    consents: new Map(),
    logo: values.logo,
    topLogo: values.topLogo,
    images: values.imageUploads,
  };
  consents.forEach((c, index) => {
    if (c.upload) files.consents.set(index + 1, c.upload);
  });
  const input: ClinicInput = {
    name: values.name,
    description: values.description,
    clinicType: values.clinicType,
    activated: values.activated,
    ...Object.fromEntries(CLINIC_SWITCHES.map((name) => [name, values[name]])),
    customUrl: values.customUrl.trim() || null,
    additionalConsentText: values.allowConsent ? values.additionalConsentText : null,
    consents: consents.map((c) => ({
      name: c.name,
      file: c.upload ? null : c.file,
      fileName: c.upload?.name ?? c.fileName,
    })),
    addressUSDTOList: values.addresses.map((a) => ({
      ...a,
      secondStreetLine: a.secondStreetLine || null,
    })),
    experienceBoxes: values.allowExperienceBuilder ? values.experienceBoxes : [],
    storageUrls: values.storageUrls.filter((url) => url.trim() !== ''),
    rpmPartnerId: values.rpmPartnerId ? Number(values.rpmPartnerId) : null,
    externalPartnerId: values.externalPartnerId || null,
    associatedPartnerId: values.associatedPartnerId ? Number(values.associatedPartnerId) : null,
    removeCustomLogo: saved?.customLogo != null && values.customLogo === null && !values.logo,
    removeCustomTopLogo:
      saved?.customTopLogo != null && values.customTopLogo === null && !values.topLogo,
  };
  return { input, files };
}

const hasFile = (c: ConsentValue) => c.upload !== null || c.file !== null;

/** B30–B35 in the browser, with the server's texts: the first problem, or null. */
export function consentProblem(consents: ConsentValue[]): string | null {
  const first = consents[0];
  if (!first || (!first.name.trim() && !hasFile(first))) return M.consentOrder;
  let gap = false;
  for (const [index, c] of consents.entries()) {
    const slot = index + 1;
    if (!c.name.trim() && !hasFile(c)) {
      gap = true;
      continue;
    }
    if (gap) return M.consentOrder;
    if (!c.name.trim()) return M.consentNeedsName(slot);
    if (!hasFile(c)) return M.consentNeedsFile(slot);
  }
  const uploads = consents.flatMap((c) => (c.upload ? [c.upload] : []));
  const same = (a: File, b: File) =>
    a.name === b.name && a.size === b.size && a.lastModified === b.lastModified;
  if (uploads.some((a, i) => uploads.some((b, j) => j > i && same(a, b))))
    return M.consentDuplicate;
  return null;
}

const isUrl = (value: string) => /^https?:\/\/\S+$/i.test(value.trim());

/** B2, B9, B42, B46, B49, B51: the field errors Mantine shows under each input. */
export function validateClinic(values: ClinicFormValues, partners: Partner[]) {
  const errors: Record<string, string> = {};
  const required = (path: string, value: string) => {
    if (!value.trim()) errors[path] = M.required;
  };
  required('name', values.name);
  required('description', values.description);
  required('clinicType', values.clinicType);
  if (values.customUrl.trim()) {
    const problem = customUrlProblem(values.customUrl.trim());
    if (problem) errors.customUrl = problem;
  }
  values.addresses.forEach((a, i) => {
    for (const field of [
      'firstStreetLine',
      'city',
      'state',
      'addressType',
      'postalCode',
    ] as const) {
      required(`addresses.${i}.${field}`, a[field]);
    }
    if (a.postalCode.trim() && !/^\d{5}(-\d{4})?$/.test(a.postalCode.trim())) {
      errors[`addresses.${i}.postalCode`] = M.postalCode;
    }
  });
  values.experienceBoxes.forEach((box, i) => {
    required(`experienceBoxes.${i}.name`, box.name);
    if (!isUrl(box.url)) errors[`experienceBoxes.${i}.url`] = box.url.trim() ? M.url : M.required;
  });
  values.storageUrls.forEach((url, i) => {
    if (url.trim() && !isUrl(url) && !isClinicImagePath(url)) errors[`storageUrls.${i}`] = M.url;
  });
  if (values.allowRemotePatientMonitoring) {
    const partner = partners.find((p) => String(p.id) === values.rpmPartnerId);
    if (!partner) errors.rpmPartnerId = M.partnerRequired;
    else if (partner.needsExternalId) required('externalPartnerId', values.externalPartnerId);
  }
  return errors;
}
