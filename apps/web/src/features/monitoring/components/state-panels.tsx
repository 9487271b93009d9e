import { Alert, Anchor, Button, Center, Loader, Stack, Text, VisuallyHidden } from '@mantine/core';
import { IconAlertCircle, IconCircleCheck, IconExternalLink } from '@tabler/icons-react';
import { RpmMessages } from '@clinicall/shared/monitoring/signup';
import { TestId } from '@clinicall/shared/test-ids';
import { isApiError } from '../../../lib/api-error';
import { formatRangeDate } from '../../../lib/zoned-time';

/** G10: the loading state. */
export function RpmLoading({ label }: { label: string }) {
  return (
    <Center py="xl" role="status" aria-live="polite" data-testid={TestId.rpmLoading}>
      <Loader size="sm" aria-label={label} />
    </Center>
  );
}

/**
 * G12: a partner's data that failed, "Error found requesting data"; the partners themselves,
 * "Errors requesting data" (spec 3 §6). The server's own words follow when it refused on purpose;
 * a failure the user cannot act on shows the generic text of the app's error.
 */
export function RpmRequestError(props: { title: string; error: Error; onRetry: () => void }) {
  const detail = isApiError(props.error) && !props.error.unexpected ? props.error.message : null;
  return (
    <Alert
      color="red"
      variant="light"
      title={props.title}
      icon={<IconAlertCircle aria-hidden />}
      data-testid={TestId.rpmError}
    >
      <Stack gap="xs" align="flex-start">
        {detail !== null && <Text size="sm">{detail}</Text>}
        <Button
          size="xs"
          variant="white"
          color="red"
          onClick={props.onRetry}
          data-testid={TestId.rpmRetry}
        >
          Try again
        </Button>
      </Stack>
    </Alert>
  );
}

/** G11: where a provider asks the partner directly (an external page, in a new tab). */
export function RequestMonitoringLink(props: { companyName: string; href: string }) {
  return (
    <Anchor
      href={props.href}
      target="_blank"
      rel="noopener noreferrer"
      data-testid={TestId.rpmRequestLink}
    >
      <IconExternalLink size={16} aria-hidden style={{ verticalAlign: 'text-bottom' }} /> Request
      monitoring from {props.companyName}
      <VisuallyHidden> (opens in a new tab)</VisuallyHidden>
    </Anchor>
  );
}

/** G10, G11: the partner is not set up for the patient's clinics; the provider can request it. */
export function RpmNotConfigured(props: { companyName: string; requestUrl: string }) {
  return (
    <Stack gap="xs" data-testid={TestId.rpmNotConfigured}>
      <Text>
        Remote monitoring with {props.companyName} is not set up for this patient’s clinic yet.
      </Text>
      <RequestMonitoringLink companyName={props.companyName} href={props.requestUrl} />
    </Stack>
  );
}

/** G9, G10, G30: the sign-up was sent and the partner has not confirmed it yet. */
export function RpmFormSent(props: { sentAt: string; zone: string }) {
  return (
    <Alert
      color="teal"
      variant="light"
      icon={<IconCircleCheck aria-hidden />}
      data-testid={TestId.rpmFormSent}
    >
      <Text>{RpmMessages.formSent}</Text>
      <Text size="sm" c="dimmed">
        Sent {formatRangeDate(props.sentAt, props.zone)}. Readings appear here once the partner
        confirms the sign-up.
      </Text>
    </Alert>
  );
}
