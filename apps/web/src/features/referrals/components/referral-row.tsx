import { Button, Group, Paper, Stack, Text } from '@mantine/core';
import { IconCalendarPlus, IconPrinter, IconUser } from '@tabler/icons-react';
import { Link } from 'react-router';
import { pathTo } from '@clinicall/shared/paths';
import { ReferralListMessages as M } from '@clinicall/shared/referrals/referral-list';
import type { Referral } from '@clinicall/shared/referrals/referrals';
import { TestId } from '@clinicall/shared/test-ids';
import { PhotoAvatar } from '../../../components/ui/photo-avatar';
import { formatClockTime } from '../../../lib/zoned-time';
import { bookWithLink } from '../../booking';
import { AnswerButtons } from './answer-buttons';
import { accessIsLive } from './referral-access';
import { ReferralFiles } from './referral-files';
import { ReferralStatusBadge } from './referral-status-badge';
import { WithdrawButton } from './withdraw-button';

export interface ReferralViewer {
  id: number;
  isPatient: boolean;
  zone: string;
}

/**
 * Issue 22: the referred patient books the provider while the referral is accepted and its access
 * live, from their own account only (a family head sees the member's referral but books nothing
 * through it): the rule the server keeps.
 */
const bookable = (referral: Referral, viewer: ReferralViewer) =>
  viewer.isPatient &&
  referral.patientId === viewer.id &&
  referral.status === 'ACCEPTED' &&
  accessIsLive(referral);

/** Whom the row is about and how the viewer relates to the referral. */
function headline(referral: Referral, viewer: ReferralViewer) {
  // F91: a patient sees the provider they were referred to, with their image.
  if (viewer.isPatient) {
    return {
      name: referral.referredToFullName,
      image: referral.referredToImagePath,
      line: `Referred by ${referral.referredByFullName}`,
    };
  }
  const sent = referral.referredById === viewer.id;
  return {
    name: referral.patientFullName,
    image: referral.patientImagePath,
    line: sent
      ? `Referred to ${referral.referredToFullName}`
      : `Referred by ${referral.referredByFullName}`,
  };
}

/** F88, F89, F91, F94: one referral of the list with the actions the viewer may take. */
export function ReferralRow({ referral, viewer }: { referral: Referral; viewer: ReferralViewer }) {
  const { name, image, line } = headline(referral, viewer);
  const pending = referral.status === 'PENDING';
  const receiving = !viewer.isPatient && referral.referredToId === viewer.id;
  const sending = !viewer.isPatient && referral.referredById === viewer.id;
  return (
    <Paper withBorder radius="md" p="sm" component="li" data-testid={TestId.referralRow}>
      <Stack gap="xs">
        <Group wrap="nowrap" gap="sm" align="flex-start">
          <PhotoAvatar path={image} name={name} color="initials" radius="xl" />
          <Stack gap={2} miw={0} style={{ flex: 1 }}>
            <Group justify="space-between" wrap="nowrap" gap="xs" align="flex-start">
              <Text fw={600} truncate>
                {name}
              </Text>
              <Text size="xs" c="dimmed" style={{ whiteSpace: 'nowrap' }}>
                {formatClockTime(referral.referralDate, viewer.zone)}
              </Text>
            </Group>
            <Group gap="xs" wrap="wrap">
              <ReferralStatusBadge status={referral.status} />
              <Text size="sm" c="dimmed">
                {line}
              </Text>
            </Group>
          </Stack>
        </Group>
        <Text
          size="sm"
          lineClamp={4}
          style={{ whiteSpace: 'pre-wrap' }}
          data-testid={TestId.referralNote}
        >
          {referral.note}
        </Text>
        <ReferralFiles referral={referral} />
        <Group gap="xs" wrap="wrap">
          {pending && receiving && <AnswerButtons referralId={referral.id} />}
          {!viewer.isPatient && (
            <Button
              component="a"
              href={pathTo.printReferralSummary(referral.id)}
              target="_blank"
              rel="noopener"
              size="xs"
              variant="light"
              leftSection={<IconPrinter size={14} aria-hidden />}
              data-testid={TestId.referralViewForm}
            >
              {M.viewForm}
            </Button>
          )}
          {pending && sending && <WithdrawButton referralId={referral.id} />}
          {receiving && accessIsLive(referral) && (
            <Button
              component={Link}
              to={pathTo.patientFullProfile(referral.patientId)}
              size="xs"
              variant="light"
              leftSection={<IconUser size={14} aria-hidden />}
              data-testid={TestId.referralOpenProfile}
            >
              {M.openProfile}
            </Button>
          )}
          {bookable(referral, viewer) && (
            <Button
              component={Link}
              {...bookWithLink({
                id: referral.referredToId,
                name: referral.referredToFullName,
                email: referral.referredToEmail,
              })}
              size="xs"
              variant="light"
              leftSection={<IconCalendarPlus size={14} aria-hidden />}
              data-testid={TestId.referralBook}
            >
              {M.bookAppointment}
            </Button>
          )}
        </Group>
        {bookable(referral, viewer) && (
          <Text size="xs" c="dimmed">
            {M.bookJoinsClinic(referral.referredToFullName)}
          </Text>
        )}
      </Stack>
    </Paper>
  );
}
