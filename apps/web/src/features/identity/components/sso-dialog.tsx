import { Alert, Button, Group, Modal, Stack, Text, TextInput } from '@mantine/core';
import { useState, type FormEvent } from 'react';
import { SsoMessages, SsoPaths, emailDomain } from '@clinicall/shared/sso';
import { TestId } from '@clinicall/shared/test-ids';
import { useSsoDomains } from '../api/get-sso-domains';

/**
 * A21–A24: the SSO filter dialog. The e-mail is required; a domain outside the configured list
 * shows A23's error and does not start; otherwise the browser goes to the start URL, which the
 * server answers with a redirect to the organization's identity provider.
 */
export function SsoDialog({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const domains = useSsoDomains(opened);
  const [email, setEmail] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [leaving, setLeaving] = useState(false);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const typed = email.trim();
    if (typed === '') return setError(SsoMessages.emailRequired);
    const domain = emailDomain(typed);
    if (!domain || !domains.data?.domains.includes(domain)) return setError(SsoMessages.noSso);
    setLeaving(true);
    window.location.assign(`${SsoPaths.start}?email=${encodeURIComponent(typed)}`);
  };

  return (
    <Modal opened={opened} onClose={onClose} title="Sign in with SSO" centered>
      <form onSubmit={submit} noValidate data-testid={TestId.ssoDialog}>
        <Stack gap="md">
          <Text size="sm" c="dimmed">
            Enter your work e-mail to continue with your organization’s sign-in.
          </Text>
          {domains.isError && (
            <Alert color="red" variant="light">
              Single sign-on is not available right now. Please try again.
            </Alert>
          )}
          <TextInput
            label="E-mail"
            type="email"
            autoComplete="username"
            required
            value={email}
            onChange={(event) => {
              setEmail(event.currentTarget.value);
              setError(null);
            }}
            error={error}
            data-testid={TestId.ssoEmail}
          />
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              Cancel
            </Button>
            <Button
              type="submit"
              loading={leaving || domains.isPending}
              data-testid={TestId.ssoContinue}
            >
              Continue
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
