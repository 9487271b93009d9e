import { Alert, Anchor, Loader, Stack, Text } from '@mantine/core';
import { useEffect } from 'react';
import { Link, useSearchParams } from 'react-router';
import { Paths } from '@clinicall/shared/paths';
import { SignupMessages } from '@clinicall/shared/signup/messages';
import { RegistrationTypeSchema } from '@clinicall/shared/signup/schemas';
import { TestId } from '@clinicall/shared/test-ids';
import { isApiError } from '../../../lib/api-error';
import { useRegistration } from '../api/registration';
import { SignupFrame } from '../components/signup-frame';

/** F107, F108: /signup/start asks where the link leads and sends the window there. */
export function SignupStartPage() {
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const type = RegistrationTypeSchema.safeParse(params.get('type'));
  const registration = useRegistration(
    type.success ? token : '',
    type.success ? type.data : 'PATIENT',
  );
  const url = registration.data?.url;

  useEffect(() => {
    // The spec redirects the window itself, so the wizard starts from a fresh page.
    if (url) window.location.assign(url);
  }, [url]);

  const failed = !token || !type.success || registration.isError;
  const message =
    isApiError(registration.error) && !registration.error.unexpected
      ? registration.error.message
      : SignupMessages.invalidParameters;

  return (
    <SignupFrame title="Sign up">
      <Stack align="center" data-testid={TestId.signupStart} py="md">
        {failed ? (
          <>
            <Alert color="red" w="100%">
              {message}
            </Alert>
            <Anchor component={Link} to={Paths.login}>
              Go to sign in
            </Anchor>
          </>
        ) : (
          <>
            <Loader />
            <Text>{SignupMessages.loading}</Text>
          </>
        )}
      </Stack>
    </SignupFrame>
  );
}
