/** Spec 2 §2, §5, §8: the sign-up and join texts, word for word; the others say so. */
export const SignupMessages = {
  loading: 'Loading registration data..',
  invalidParameters: 'Invalid parameters.',
  required: 'This field is required',
  emailInvalid: 'Invalid email address',
  emailTooLong: 'The email is too long',
  emailInUse: 'The email entered is already in use',
  passwordShort: 'Password must be at least 5 characters in length',
  /** Not worded by the spec: the sign-up limit of 100 characters. */
  passwordLong: 'Password must be at most 100 characters in length',
  passwordMismatch: 'Password does not match',
  dateInvalid: 'This is an invalid date',
  dateExample: '12/25/1990',
  /** Not worded by the spec (name limit 50). */
  nameTooLong: 'At most 50 characters',
  /** Not worded by the spec (overview and recommendation limit 17850). */
  textTooLong: 'At most 17850 characters',
  phoneInvalid: 'Please enter a valid number',
  officeRequired: 'Add at least one office',
  hospitalRequired: 'Add at least one hospital',
  succeeded: 'Thank you for signing up',
  continueToAccount: 'Please continue to your account by clicking the button below.',
  failed: 'Sorry, the sign up failed',
  deviceNotSupported: 'Device not supported',
  deviceNotSupportedHint:
    'Registration cannot be started on this device. Please use a desktop or laptop computer.',
  /** Not worded by the spec: an expired or used link (F108 shows the server's detail). */
  linkExpired: 'This sign-up link has expired. Please ask your clinic for a new invitation.',
  linkUsed: 'This sign-up link has already been used. Please sign in instead.',
  joined: (clinicName: string) => `Thank you for joining ${clinicName}.`,
  /** Issue 19 path 1: the head accepted a family member a clinic asked to add (not the spec's). */
  familyMemberJoined: (memberName: string, clinicName: string) =>
    `${memberName} has been added to your family account as a patient of ${clinicName}.`,
  joinFailed: 'Sorry, the join process failed',
} as const;

export const EmergencyMessages = {
  firstName: 'First name is required.',
  lastName: 'Last name is required.',
  phone: 'Please enter a valid number.',
  relationship: 'Relationship is required.',
} as const;

export const MedicineMessages = {
  name: 'name is required.',
  dosage: 'dosage is required.',
  frequency: 'frequency is required.',
  method: 'method is required.',
  type: 'type is required.',
  reaction: 'reaction is required.',
} as const;
