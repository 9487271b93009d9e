import { Alert, Button, Loader, Stack, Text } from '@mantine/core';
import { Link, useSearchParams } from 'react-router';
import { Paths } from '@clinicall/shared/paths';
import { SignupMessages } from '@clinicall/shared/signup/messages';
import { TestId } from '@clinicall/shared/test-ids';
import { isApiError } from '../../../lib/api-error';
import { useJoinClinic } from '../api/join-clinic';
import { SignupFrame } from '../components/signup-frame';

/**
 * F131, F132: /join-clinic, an existing patient joins the clinic that invited them, or the head of
 * a family accepts the member a clinic asked to add (issue 19 path 1): the link is the consent.
 */
export function JoinClinicPage() {
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const join = useJoinClinic(token, params.get('patientId') ?? '');
  const failed = token === '' || join.isError;
  return (
    <SignupFrame title="Join clinic">
      <Stack align="center" py="md" data-testid={TestId.joinClinic}>
        {failed ? (
          <Alert color="red" w="100%" title={SignupMessages.joinFailed}>
            {isApiError(join.error) && !join.error.unexpected ? join.error.message : null}
          </Alert>
        ) : join.data ? (
          <Text fw={500}>
            {join.data.familyMemberName
              ? SignupMessages.familyMemberJoined(join.data.familyMemberName, join.data.clinicName)
              : SignupMessages.joined(join.data.clinicName)}
          </Text>
        ) : (
          <Loader aria-label="Joining" />
        )}
        <Button component={Link} to={Paths.login} variant={join.data ? 'filled' : 'default'}>
          Go to sign in
        </Button>
      </Stack>
    </SignupFrame>
  );
}
