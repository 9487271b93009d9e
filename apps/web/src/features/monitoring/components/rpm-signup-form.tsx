import { Alert, Center, Loader } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { RpmMessages } from '@clinicall/shared/monitoring/signup';
import { TestId } from '@clinicall/shared/test-ids';
import { LoadError } from '../../../components/ui/load-error';
import { patientProfileQuery } from '../../profile';
import { useSignupPartner } from '../api/get-signup-partner';
import { SignupFields } from './signup-fields';

interface RpmSignupFormProps {
  /** The partner key of the view (G3). */
  partner: string;
  patientId: number;
  /** G30: called once the partner has the sign-up; the view shows "already sent". */
  onSent: () => void;
}

/**
 * G22–G31: signs a patient up with the clinic's monitoring partner. The patient's profile says
 * what is on file (G25, G27) and the partner which devices it offers (G23, G28, G29).
 */
export function RpmSignupForm({ partner, patientId, onSent }: RpmSignupFormProps) {
  const profile = useQuery(patientProfileQuery(patientId));
  const partners = useSignupPartner(partner);
  if (profile.isPending || partners.isPending) {
    return (
      <Center py="xl" data-testid={TestId.rpmSignupLoading}>
        <Loader size="sm" aria-label="Loading the sign-up form" />
      </Center>
    );
  }
  if (profile.isError || partners.isError) {
    const failed = profile.error ?? partners.error;
    return (
      <LoadError
        title={RpmMessages.requestFailed}
        error={failed ?? new Error(RpmMessages.requestFailed)}
        onRetry={() => {
          if (profile.isError) void profile.refetch();
          if (partners.isError) void partners.refetch();
        }}
      />
    );
  }
  if (partners.partner === null) {
    return (
      <Alert color="yellow" variant="light" title={RpmMessages.requestFailed}>
        {RpmMessages.partnerNotConfigured}
      </Alert>
    );
  }
  return (
    <SignupFields
      profile={profile.data}
      partner={partners.partner}
      patientId={patientId}
      onSent={onSent}
    />
  );
}
