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
import { lazy, Suspense, useState } from 'react';
import { Link } from 'react-router';
import { Paths } from '@clinicall/shared/paths';
import { LoginTestId } from '@clinicall/shared/test-ids-login';
import type { Credentials } from '../api/authenticate';
import { useSignIn } from '../hooks/use-sign-in';
import { useSignInForm } from '../hooks/use-sign-in-form';
import { signInErrorText } from '../login-errors';
import { credentialsFilled } from '../sign-in-checks';
import { TermsLabel } from './terms-label';

/** A21: the SSO filter dialog loads (with its schemas) only when someone opens it. */
const SsoDialog = lazy(async () => ({ default: (await import('./sso-dialog')).SsoDialog }));

export function LoginForm({ onPasscode }: { onPasscode: (credentials: Credentials) => void }) {
  const signIn = useSignIn({ onPasscode });
  const [error, setError] = useState<string | null>(null);
  const [ssoOpen, setSsoOpen] = useState(false);
  const form = useSignInForm(({ email, password }) => {
    setError(null);
    signIn.mutate(
      { credentials: { email: email.trim(), password } },
      { onError: (failure) => setError(signInErrorText(failure)) },
    );
  });

  return (
    <form onSubmit={form.onSubmit} noValidate data-testid={LoginTestId.loginForm}>
      <Stack gap="md">
        {error !== null && (
          <Alert color="red" variant="light" data-testid={LoginTestId.loginError}>
            {error}
          </Alert>
        )}
        <TextInput
          label="E-mail"
          type="email"
          autoComplete="username"
          required
          data-testid={LoginTestId.loginEmail}
          {...form.textProps('email')}
        />
        <PasswordInput
          label="Password"
          autoComplete="current-password"
          required
          data-testid={LoginTestId.loginPassword}
          {...form.textProps('password')}
        />
        <Checkbox
          label={<TermsLabel />}
          data-testid={LoginTestId.loginTerms}
          {...form.termsProps()}
        />
        <Button
          type="submit"
          fullWidth
          disabled={!credentialsFilled(form.values)}
          loading={signIn.isPending}
          data-testid={LoginTestId.loginSubmit}
        >
          Sign In
        </Button>
        <Group justify="center">
          <Anchor
            component={Link}
            to={Paths.reset}
            size="sm"
            data-testid={LoginTestId.forgotPassword}
          >
            Forgot password
          </Anchor>
        </Group>
        <Button
          variant="light"
          fullWidth
          onClick={() => setSsoOpen(true)}
          data-testid={LoginTestId.loginSso}
        >
          Sign in with SSO
        </Button>
        {ssoOpen && (
          <Suspense fallback={null}>
            <SsoDialog opened onClose={() => setSsoOpen(false)} />
          </Suspense>
        )}
      </Stack>
    </form>
  );
}
