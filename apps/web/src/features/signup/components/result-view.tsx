import { Alert, Button, Loader, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { Paths } from '@clinicall/shared/paths';
import { SignupMessages } from '@clinicall/shared/signup/messages';
import { TestId } from '@clinicall/shared/test-ids';

interface ResultViewProps {
  state: 'pending' | 'success' | 'failure';
  /** The server's message on failure. */
  detail?: string | undefined;
}

/** F129, F130: the result step; its button returns to login. */
export function ResultView({ state, detail }: ResultViewProps) {
  return (
    <Stack align="center" py="md" gap="md" data-testid={TestId.signupResult}>
      {state === 'pending' && <Loader aria-label="Signing up" />}
      {state === 'success' && (
        <>
          <Title order={2} fz="h3">
            {SignupMessages.succeeded}
          </Title>
          <Text>{SignupMessages.continueToAccount}</Text>
        </>
      )}
      {state === 'failure' && (
        <Alert color="red" title={SignupMessages.failed} w="100%">
          {detail}
        </Alert>
      )}
      {state !== 'pending' && (
        <Button component={Link} to={Paths.login} data-testid={TestId.signupToLogin}>
          Continue to my account
        </Button>
      )}
    </Stack>
  );
}
