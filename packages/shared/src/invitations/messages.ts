/** Spec 2 §4, §5, §8: the invite form's and the CSV invite's texts, word for word. */
export const InviteMessages = {
  firstNameRequired: 'First name is required',
  lastNameRequired: 'Last name is required',
  emailRequired: 'Email is required',
  /** F67 gives two wordings for one rule; the form uses this one, the CSV check "Email not valid". */
  emailInvalid: 'Invalid email address',
  emailTooLong: 'The email is too long',
  dateRequired: 'Date is required',
  dateFormat: 'Incorrect date format',
  /** Not in the spec: a birth date after today. */
  dateInFuture: 'Date of birth cannot be in the future',
  phoneInvalid: 'Please enter a valid number',
  /** Not worded by the spec (F70 gives only the limit). */
  ehrTooLong: 'The EHR id can have at most 14 characters',
  invited: 'Your patient has been successfully invited.',
  invitedNext: 'Once they have created an account you can schedule an appointment with them.',
  /** F72: the wording of the family-member prompt is not given; this project's. */
  emailInUse:
    'This email is already used by a patient account. Do you want to add this person as a family member of that account?',
  /** Not worded by the spec: the e-mail belongs to a staff account, which cannot head a family. */
  emailInUseByStaff: 'This email is already used by an account that cannot have family members.',
  /** Issue 19 path 1: the account holder must accept before the member exists (not the spec's). */
  familyMemberRequested:
    'We have asked the account holder to confirm this family member by e-mail.',
  familyMemberRequestedNext:
    'Once they accept, the family member joins your clinic and you can schedule an appointment with them.',
  bulkSent: 'Invite(s) sent successfully',
} as const;

export const CsvMessages = {
  tooManyRows: 'Your csv file contains too many users Please limit it to 300',
  dataMissing: 'Data missing',
  nameMissing: 'Name not entered',
  emailInvalid: 'Email not valid',
  genderInvalid: 'Gender not valid',
  dateInvalid: 'Date not valid',
  /** Not worded by the spec: the same e-mail twice in one file. */
  duplicateEmail: 'Email repeated in the file',
  rowInvalid: (row: number, reason: string) => `Row ${row} is invalid. Reason: ${reason}`,
  fixAndRetry: 'Please fix your csv file and upload again!',
  valid: 'Csv is valid Users uploaded successfully, please proceed to Create Accounts',
  nothingUsable: 'Something went wrong; please check your csv file',
  csvOnly: 'Please choose a .csv file',
} as const;

export const BulkResultMessages = {
  alreadyHaveAccount:
    'Following user(s) already have an account. You can schedule an appointment with them from your appointments page.',
  failed: 'Account creation failed for following user(s).',
  created: 'Other users are created or invited to join your clinic.',
  noneCreated: 'No new users created.',
} as const;
