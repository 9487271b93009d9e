import { Alert, Button, Group, Stack, Text, TextInput } from '@mantine/core';
import { useState, type FormEvent } from 'react';
import { Passcode } from '@clinicall/shared/constants';
import { Messages } from '@clinicall/shared/messages';
import { TestId } from '@clinicall/shared/test-ids';
import type { Credentials } from '../api/authenticate';
import { useRenewPasscode } from '../api/renew-passcode';
import { useSignIn } from '../hooks/use-sign-in';
import { passcodeErrorText, signInErrorText } from '../login-errors';

const codePattern = new RegExp(`^\\d{${Passcode.length}}$`);

interface PasscodeStepProps {
  credentials: Credentials;
  onBack: () => void;
}

/** A7, A10, A11: the mailed code completes the sign-in. */
export function PasscodeStep({ credentials, onBack }: PasscodeStepProps) {
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [sent, setSent] = useState(false);
  // A repeated passcode answer means the server mailed yet another code: stay on this step.
  const verify = useSignIn({ onPasscode: () => setCode('') });
  const renew = useRenewPasscode();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setError(null);
    setSent(false);
    verify.mutate(
      { credentials, otp: code },
      { onError: (failure) => setError(passcodeErrorText(failure)) },
    );
  };
  const sendNew = () => {
    setError(null);
    setSent(false);
    renew.mutate(credentials, {
      onSuccess: () => setSent(true),
      onError: (failure) => setError(signInErrorText(failure)),
    });
  };

  return (
    <form onSubmit={submit} noValidate data-testid={TestId.passcodeStep}>
      <Stack gap="md">
        <Text size="sm">
          We e-mailed a {Passcode.length}-digit passcode to <strong>{credentials.email}</strong>.
        </Text>
        {error !== null && (
          <Alert color="red" variant="light" data-testid={TestId.passcodeError}>
            {error}
          </Alert>
        )}
        {sent && (
          <Alert color="teal" variant="light" role="status" data-testid={TestId.passcodeSent}>
            {Messages.login.passcodeSent}
          </Alert>
        )}
        <TextInput
          label="Passcode"
          value={code}
          onChange={(event) =>
            setCode(event.currentTarget.value.replace(/\D/g, '').slice(0, Passcode.length))
          }
          inputMode="numeric"
          autoComplete="one-time-code"
          maxLength={Passcode.length}
          required
          autoFocus
          data-testid={TestId.passcodeInput}
          styles={{ input: { letterSpacing: '0.4em', fontVariantNumeric: 'tabular-nums' } }}
        />
        <Button
          type="submit"
          fullWidth
          disabled={!codePattern.test(code)}
          loading={verify.isPending}
          data-testid={TestId.passcodeSubmit}
        >
          Verify
        </Button>
        <Group justify="space-between">
          <Button
            variant="subtle"
            size="compact-sm"
            onClick={onBack}
            data-testid={TestId.passcodeBack}
          >
            Back to sign in
          </Button>
          <Button
            variant="subtle"
            size="compact-sm"
            onClick={sendNew}
            loading={renew.isPending}
            data-testid={TestId.passcodeRenew}
          >
            Send new passcode
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
