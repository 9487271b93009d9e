import { Alert, Button, Loader, Stack, Text } from '@mantine/core';
import { IconCircleCheck, IconAlertCircle } from '@tabler/icons-react';
import { useEffect, useRef } from 'react';
import { Link, Navigate, useSearchParams } from 'react-router';
import { Paths } from '@clinicall/shared/paths';
import { LifecycleMessages } from '@clinicall/shared/scheduling/lifecycle';
import { AppointmentListMessages } from '@clinicall/shared/scheduling/list-messages';
import { TestId } from '@clinicall/shared/test-ids';
import { CenteredLayout } from '../../../components/ui/centered-layout';
import { MailResponseStatusSchema } from '@clinicall/shared/scheduling/lifecycle';
import { useAnswerFromMail, type MailAnswerRequest } from '../api/answer-from-mail';

/** The link's answer, or null when the link lacks a usable part. */
function answerFrom(params: URLSearchParams): MailAnswerRequest | null {
  const token = params.get('token') ?? '';
  const status = MailResponseStatusSchema.safeParse(params.get('type'));
  const id = Number(params.get('appointmentId'));
  if (token === '' || !status.success || !Number.isInteger(id) || id <= 0) return null;
  return { token, status: status.data, id };
}

/**
 * C98–C102: `/appointment-response?token&type&appointmentId` answers a request from its e-mailed
 * link without sign-in (I32): a loader while it posts, then the spec's accepted, declined or error
 * text. Without a token it goes to login.
 */
export function AppointmentResponsePage() {
  const [params] = useSearchParams();
  const answer = answerFrom(params);
  const post = useAnswerFromMail();
  const sentFor = useRef<string | null>(null);
  const key = answer === null ? null : `${answer.id}:${answer.status}:${answer.token}`;

  useEffect(() => {
    // Once per link: a second post of the single-use token would only earn a refusal.
    if (answer === null || key === null || sentFor.current === key) return;
    sentFor.current = key;
    post.mutate(answer);
  }, [answer, key, post]);

  if (params.get('token') === null || params.get('token') === '') {
    return <Navigate to={Paths.login} replace />;
  }

  return (
    <CenteredLayout title="Appointment response">
      <Stack gap="md" aria-live="polite">
        {answer !== null && (post.isPending || post.isIdle) && (
          <Stack align="center" gap="sm" data-testid={TestId.appointmentResponseLoader}>
            <Loader aria-label="Sending your answer" />
            <Text c="dimmed">Sending your answer…</Text>
          </Stack>
        )}
        {post.isSuccess && (
          <Alert
            color="teal"
            variant="light"
            icon={<IconCircleCheck aria-hidden />}
            data-testid={TestId.appointmentResponseResult}
          >
            {post.data.status === 'ACCEPTED'
              ? LifecycleMessages.accepted
              : LifecycleMessages.declined}
          </Alert>
        )}
        {(answer === null || post.isError) && (
          <Alert
            color="red"
            variant="light"
            role="alert"
            icon={<IconAlertCircle aria-hidden />}
            title={LifecycleMessages.responseFailed}
            data-testid={TestId.appointmentResponseResult}
          >
            {post.error?.message ?? AppointmentListMessages.responseLinkIncomplete}
          </Alert>
        )}
        {!post.isPending && (
          <Button component={Link} to={Paths.home} variant="light">
            Go to Clinicall
          </Button>
        )}
      </Stack>
    </CenteredLayout>
  );
}
