import { Stack, Text } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import type { ClinicPartnerSchema } from '@clinicall/shared/monitoring/partners';
import { RpmMessages } from '@clinicall/shared/monitoring/signup';
import { TestId } from '@clinicall/shared/test-ids';
import { useRealtimeEvent } from '../../../lib/realtime/use-realtime-event';
import { useAccountZone } from '../../identity';
import { useSignupStatus } from '../api/get-signup-status';
import { useLookupPatient } from '../api/lookup-patient';
import { monitoringKeys } from '../api/monitoring-keys';
import { isNotFound, viewState } from '../view-state';
import { MeasuresView } from './measures-view';
import { RpmAlertsPanel } from './rpm-alerts-panel';
import { RpmSignupForm } from './rpm-signup-form';
import {
  RequestMonitoringLink,
  RpmFormSent,
  RpmLoading,
  RpmNotConfigured,
  RpmRequestError,
} from './state-panels';

type ClinicPartner = z.infer<typeof ClinicPartnerSchema>;

/** G5, G9–G12: one partner's view of the patient, in the state its answers put it in. */
export function PartnerView({ partner, patientId }: { partner: ClinicPartner; patientId: number }) {
  const zone = useAccountZone();
  const client = useQueryClient();
  const lookup = useLookupPatient(partner.key, patientId);
  const notFound = lookup.isError && isNotFound(lookup.error);
  const signup = useSignupStatus(partner.key, patientId, notFound);
  const state = viewState(lookup, signup);
  const retry = () => {
    void client.invalidateQueries({ queryKey: monitoringKeys.view(partner.key, patientId) });
  };
  // A sign-up sent and not yet taken up: the partner's first readings of the patient (or a gap in
  // the channel that may have swallowed them) look the patient up again, so the view turns to
  // their data without a reload.
  useRealtimeEvent('RPM_READINGS', (event) => {
    if (state === 'sent' && event.patientId === patientId) retry();
  });
  useRealtimeEvent('RESYNC', () => {
    if (state === 'sent') retry();
  });
  const body = () => {
    switch (state) {
      case 'loading':
        return <RpmLoading label={`Loading ${partner.companyName} data`} />;
      case 'error':
        return (
          <RpmRequestError
            title={RpmMessages.requestFailed}
            error={(notFound ? signup.error : lookup.error) ?? new Error()}
            onRetry={retry}
          />
        );
      case 'not-configured':
        return (
          <RpmNotConfigured companyName={partner.companyName} requestUrl={partner.requestUrl} />
        );
      case 'signup':
        return (
          <Stack gap="sm" data-testid={TestId.rpmSignupState}>
            <RpmSignupForm
              partner={partner.key}
              patientId={patientId}
              onSent={() =>
                void client.invalidateQueries({
                  queryKey: monitoringKeys.signupStatus(partner.key, patientId),
                })
              }
            />
            <RequestMonitoringLink companyName={partner.companyName} href={partner.requestUrl} />
          </Stack>
        );
      case 'sent':
        return signup.data && <RpmFormSent sentAt={signup.data.sentAt} zone={zone} />;
      case 'data':
        return (
          <Stack gap="md">
            <RpmAlertsPanel patientId={patientId} />
            {lookup.data && <MeasuresView partner={partner.key} patient={lookup.data} />}
          </Stack>
        );
    }
  };
  return (
    <Stack
      gap="sm"
      data-testid={TestId.rpmPartnerView}
      data-partner={partner.key}
      data-state={state}
    >
      <Text size="sm" c="dimmed">
        Monitoring partner: {partner.companyName}
      </Text>
      {body()}
    </Stack>
  );
}
