import { Button, Group, Paper, Stack, Text } from '@mantine/core';
import { IconCalendarPlus, IconPrinter, IconUser } from '@tabler/icons-react';
import { Link } from 'react-router';
import { Paths, pathTo } from '@clinicall/shared/paths';
import { ReferralListMessages as M } from '@clinicall/shared/referrals/referral-list';
import type { Referral } from '@clinicall/shared/referrals/referrals';
import { TestId } from '@clinicall/shared/test-ids';
import { PhotoAvatar } from '../../../components/ui/photo-avatar';
import { formatClockTime } from '../../../lib/zoned-time';
import { AnswerButtons } from './answer-buttons';
import { accessIsLive } from './referral-access';
import { ReferralFiles } from './referral-files';
import { ReferralStatusBadge } from './referral-status-badge';
import { WithdrawButton } from './withdraw-button';

export interface ReferralViewer {
  id: number;
  isPatient: boolean;
  /** A patient books only where one of their clinics lets patients schedule (C52). */
  canBook: boolean;
  zone: string;
}

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
  const answered = referral.status === 'ACCEPTED' || referral.status === 'COMPLETED';
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
          {viewer.isPatient && viewer.canBook && answered && (
            <Button
              component={Link}
              to={Paths.bookAppointment}
              size="xs"
              variant="light"
              leftSection={<IconCalendarPlus size={14} aria-hidden />}
              data-testid={TestId.referralBook}
            >
              {M.bookAppointment}
            </Button>
          )}
        </Group>
      </Stack>
    </Paper>
  );
}
