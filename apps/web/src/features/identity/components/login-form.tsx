import {
  Alert,
  Anchor,
  Button,
  Checkbox,
  Group,
  PasswordInput,
  Stack,
  TextInput,
} from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import { useState } from 'react';
import { Link } from 'react-router';
import { z } from 'zod';
import { Messages } from '@clinicall/shared/messages';
import { Paths } from '@clinicall/shared/paths';
import { TestId } from '@clinicall/shared/test-ids';
import type { Credentials } from '../api/authenticate';
import { useSignIn } from '../hooks/use-sign-in';
import { signInErrorText } from '../login-errors';
import { TermsLabel } from './terms-label';

const CredentialsSchema = z.object({
  email: z.string().trim().min(1, Messages.generic.required).max(100),
  password: z.string().min(1, Messages.generic.required).max(200),
});

/** A2/A3: the terms are checked on submit, so the button reflects only the credentials. */
const LoginFormSchema = CredentialsSchema.extend({
  // Checked on submit and on blur, so a typo is named before any call is made.
  email: CredentialsSchema.shape.email.pipe(z.email(Messages.login.emailInvalid)),
  terms: z.literal(true, Messages.login.termsRequired),
});

interface LoginFormValues {
  email: string;
  password: string;
  terms: boolean;
}

export function LoginForm({ onPasscode }: { onPasscode: (credentials: Credentials) => void }) {
  const form = useForm<LoginFormValues>({
    initialValues: { email: '', password: '', terms: false },
    validate: schemaResolver(LoginFormSchema, { sync: true }),
    validateInputOnBlur: ['email', 'password'],
  });
  const signIn = useSignIn({ onPasscode });
  const [error, setError] = useState<string | null>(null);
  const credentialsValid = CredentialsSchema.safeParse(form.values).success;

  const submit = form.onSubmit(({ email, password }) => {
    setError(null);
    signIn.mutate(
      { credentials: { email: email.trim(), password } },
      { onError: (failure) => setError(signInErrorText(failure)) },
    );
  });

  return (
    <form onSubmit={submit} noValidate data-testid={TestId.loginForm}>
      <Stack gap="md">
        {error !== null && (
          <Alert color="red" variant="light" data-testid={TestId.loginError}>
            {error}
          </Alert>
        )}
        <TextInput
          label="E-mail"
          type="email"
          autoComplete="username"
          required
          data-testid={TestId.loginEmail}
          {...form.getInputProps('email')}
        />
        <PasswordInput
          label="Password"
          autoComplete="current-password"
          required
          data-testid={TestId.loginPassword}
          {...form.getInputProps('password')}
        />
        <Checkbox
          label={<TermsLabel />}
          data-testid={TestId.loginTerms}
          {...form.getInputProps('terms', { type: 'checkbox' })}
        />
        <Button
          type="submit"
          fullWidth
          disabled={!credentialsValid}
          loading={signIn.isPending}
          data-testid={TestId.loginSubmit}
        >
          Sign In
        </Button>
        <Group justify="center">
          <Anchor component={Link} to={Paths.reset} size="sm" data-testid={TestId.forgotPassword}>
            Forgot password
          </Anchor>
        </Group>
      </Stack>
    </form>
  );
}
