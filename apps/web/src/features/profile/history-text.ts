import type { ProfileDiffOperation } from '@clinicall/shared/people/history';
import { displayPhone } from '@clinicall/shared/people/phone';

const FIELD_LABELS: Record<string, string> = {
  firstName: 'First name',
  lastName: 'Last name',
  email: 'E-mail',
  telephoneNumber: 'Phone number',
  dateOfBirth: 'Date of birth',
  gender: 'Gender',
  patientEMRID: 'EHR id',
  address: 'Address',
  alternativeEmails: 'Alternative e-mail',
  medicalHistory: 'Medical history',
  medicineInfo: 'Medicine info',
  medications: 'Medication',
  allergies: 'Allergy',
  isAllergic: 'Has allergies',
  weight: 'Weight',
  height: 'Height',
  emergencyContact: 'Emergency contact',
  firstStreetLine: 'street',
  secondStreetLine: 'street line 2',
  city: 'city',
  state: 'state',
  postalCode: 'ZIP code',
  relationship: 'relationship',
  dosage: 'dosage',
  frequency: 'frequency',
  method: 'method',
  name: 'name',
  type: 'type',
  symptom: 'reaction',
  mentalHealth: 'Mental health',
  bloodLymphInfections: 'Blood / lymph / infections',
  conditions: 'Conditions',
};

/** "/medicineInfo/medications/0/name" → "Medication 1 name". */
export function pathLabel(path: string): string {
  const parts = path
    .split('/')
    .filter(Boolean)
    .map((p) => p.replace(/~1/g, '/').replace(/~0/g, '~'));
  const words: string[] = [];
  for (const part of parts) {
    if (part === 'medicineInfo' && parts.length > 1) continue;
    if (/^\d+$/.test(part)) {
      words.push(String(Number(part) + 1));
      continue;
    }
    words.push(FIELD_LABELS[part] ?? part);
  }
  return words.join(' ');
}

/**
 * The order a person reads a profile's fields in: the account, then the address from street to ZIP
 * code, then care data and the emergency contact; inside a list item its name before its details.
 * The stored copies come back from the database with their keys in its own order (shortest
 * first), which put the city before the street.
 */
const FIELD_ORDER = [
  'firstName',
  'lastName',
  'email',
  'telephoneNumber',
  'relationship',
  'dateOfBirth',
  'gender',
  'patientEMRID',
  'address',
  'firstStreetLine',
  'secondStreetLine',
  'city',
  'state',
  'postalCode',
  'alternativeEmails',
  'medicalHistory',
  'mentalHealth',
  'bloodLymphInfections',
  'conditions',
  'medicineInfo',
  'height',
  'weight',
  'isAllergic',
  'allergies',
  'medications',
  'type',
  'symptom',
  'name',
  'dosage',
  'frequency',
  'method',
  'emergencyContact',
];

/** A field's place in FIELD_ORDER; fields not listed keep their own order after the listed ones. */
export const fieldRank = (key: string) => {
  const rank = FIELD_ORDER.indexOf(key);
  return rank === -1 ? FIELD_ORDER.length : rank;
};

/** A value as a person reads it: phone numbers formatted, objects as their values in FIELD_ORDER. */
export function valueText(path: string, value: unknown): string {
  if (value === null || value === undefined || value === '') return 'blank';
  if (path.endsWith('telephoneNumber') && typeof value === 'string')
    return displayPhone(value) ?? value;
  if (typeof value === 'boolean') return value ? 'yes' : 'no';
  if (Array.isArray(value)) return value.map((v) => valueText('', v)).join(', ') || 'none';
  if (typeof value === 'object') {
    return Object.entries(value as Record<string, unknown>)
      .filter(([, v]) => v !== '' && v !== null && v !== undefined)
      .sort(([a], [b]) => fieldRank(a) - fieldRank(b))
      .map(([key, v]) => valueText(key, v))
      .join(', ');
  }
  return typeof value === 'string' || typeof value === 'number'
    ? String(value)
    : JSON.stringify(value);
}

/**
 * F11: one operation as a sentence; `before` is the value the path held before it (issue 21: a
 * change and a removal say what was there, not only what came).
 */
export function describeOperation(operation: ProfileDiffOperation, before?: unknown): string {
  const label = pathLabel(operation.path);
  switch (operation.op) {
    case 'add':
      return `Added ${label}: ${valueText(operation.path, operation.value)}`;
    case 'remove':
      return before === undefined
        ? `Removed ${label}`
        : `Removed ${label}: ${valueText(operation.path, before)}`;
    case 'change':
      return `Changed ${label} from ${valueText(operation.path, before)} to ${valueText(operation.path, operation.value)}`;
  }
}
