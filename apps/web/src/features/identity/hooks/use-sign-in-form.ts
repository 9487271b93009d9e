import { useState, type ChangeEvent, type FormEvent } from 'react';
import {
  checkSignIn,
  checkSignInField,
  type SignInErrors,
  type SignInField,
  type SignInValues,
} from '../sign-in-checks';

const empty: SignInValues = { email: '', password: '', terms: false };

/**
 * The sign-in form's state, a few lines instead of @mantine/form (which the login page would
 * otherwise be the only reason to download first). Like it: a field's error clears as it changes,
 * e-mail and password are checked when they lose focus, everything is checked on submit.
 */
export function useSignInForm(onValid: (values: SignInValues) => void) {
  const [values, setValues] = useState(empty);
  const [errors, setErrors] = useState<SignInErrors>({});

  const setError = (field: SignInField, error: string | null) =>
    setErrors((current) => ({ ...current, [field]: error ?? undefined }));

  const textProps = (field: 'email' | 'password') => ({
    value: values[field],
    error: errors[field],
    onChange: (event: ChangeEvent<HTMLInputElement>) => {
      const { value } = event.currentTarget;
      setValues((current) => ({ ...current, [field]: value }));
      setError(field, null);
    },
    onBlur: () => setError(field, checkSignInField(field, values)),
  });

  const termsProps = () => ({
    checked: values.terms,
    error: errors.terms,
    onChange: (event: ChangeEvent<HTMLInputElement>) => {
      const { checked } = event.currentTarget;
      setValues((current) => ({ ...current, terms: checked }));
      setError('terms', null);
    },
  });

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const found = checkSignIn(values);
    setErrors(found);
    if (Object.keys(found).length === 0) onValid(values);
  };

  return { values, textProps, termsProps, onSubmit };
}
