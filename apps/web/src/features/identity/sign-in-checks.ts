import { GenericMessages, LoginMessages } from '@clinicall/shared/sign-in-messages';

/**
 * The sign-in form's rules, written without zod: the login page is the first screen most users
 * load, and these few checks cost a fraction of a kilobyte where zod costs over twenty. The
 * server applies the shared AuthenticateRequestSchema to what is sent in any case.
 */
export interface SignInValues {
  email: string;
  password: string;
  terms: boolean;
}

export type SignInField = keyof SignInValues;
export type SignInErrors = Partial<Record<SignInField, string>>;

/** The limits of the shared AuthenticateRequestSchema. */
const EMAIL_MAX = 100;
const PASSWORD_MAX = 200;

/**
 * name@domain.tld: no dot at either end of the name or twice in a row, domain labels of letters,
 * digits and inner hyphens, and a top-level domain of two letters or more.
 */
const EMAIL_PATTERN =
  /^(?!\.)(?!.*\.\.)[\w.'+%-]*[\w'+%-]@(?:[A-Za-z0-9](?:[A-Za-z0-9-]*[A-Za-z0-9])?\.)+[A-Za-z]{2,}$/;

function tooLong(max: number): string {
  return `At most ${max} characters.`;
}

const rules: { [F in SignInField]: (value: SignInValues[F]) => string | null } = {
  email: (value) => {
    const email = value.trim();
    if (email === '') return GenericMessages.required;
    if (email.length > EMAIL_MAX) return tooLong(EMAIL_MAX);
    return EMAIL_PATTERN.test(email) ? null : LoginMessages.emailInvalid;
  },
  password: (value) => {
    if (value === '') return GenericMessages.required;
    return value.length > PASSWORD_MAX ? tooLong(PASSWORD_MAX) : null;
  },
  // A3
  terms: (value) => (value ? null : LoginMessages.termsRequired),
};

/** One field's error, or null when it passes. */
export function checkSignInField<F extends SignInField>(
  field: F,
  values: SignInValues,
): string | null {
  return rules[field](values[field]);
}

/** Every failing field's error; empty when the form may be sent. */
export function checkSignIn(values: SignInValues): SignInErrors {
  const errors: SignInErrors = {};
  for (const field of Object.keys(rules) as SignInField[]) {
    const error = checkSignInField(field, values);
    if (error !== null) errors[field] = error;
  }
  return errors;
}

/**
 * A2: Sign In is enabled once e-mail and password are filled within their limits; the e-mail's
 * format and the terms are named on submit instead.
 */
export function credentialsFilled({ email, password }: SignInValues): boolean {
  const trimmed = email.trim();
  return (
    trimmed !== '' &&
    trimmed.length <= EMAIL_MAX &&
    password !== '' &&
    password.length <= PASSWORD_MAX
  );
}
