import { Badge, EmptyState, Group, Paper, Skeleton, Stack, Text, Title } from '@mantine/core';
import { IconEyeOff } from '@tabler/icons-react';
import {
  RecordAccessMessages,
  readerRoleLabel,
  readKindLabel,
} from '@clinicall/shared/record-access/messages';
import { TestId } from '@clinicall/shared/test-ids';
import { InfiniteScroll } from '../../../components/ui/infinite-scroll';
import { LoadError } from '../../../components/ui/load-error';
import { viewerZone } from '../../../lib/zoned-time';
import { useCurrentAccount } from '../../identity';
import { useRecordVisits, type RecordVisit } from '../api/get-record-visits';
import { VisitTime } from './visit-time';

const nameOf = (person: RecordVisit['reader']) =>
  person === null ? RecordAccessMessages.formerUser : `${person.firstName} ${person.lastName}`;

function VisitItem({ visit, zone }: { visit: RecordVisit; zone: string }) {
  return (
    <Paper withBorder radius="md" p="md" component="li" data-testid={TestId.recordVisit}>
      <Stack gap={4}>
        <Group gap="xs" justify="space-between" wrap="wrap">
          <Group gap="xs" wrap="wrap">
            <Text fw={600}>{nameOf(visit.reader)}</Text>
            <Badge variant="light" radius="sm">
              {readerRoleLabel(visit.readerRole)}
            </Badge>
          </Group>
          <Text size="sm" c="dimmed">
            <VisitTime firstAt={visit.firstAt} lastAt={visit.lastAt} zone={zone} />
          </Text>
        </Group>
        {visit.actingAssistant !== null && (
          <Text size="sm">Opened by their assistant {nameOf(visit.actingAssistant)}</Text>
        )}
        {visit.clinicName !== null && (
          <Text size="sm" c="dimmed">
            {visit.clinicName}
          </Text>
        )}
        <Text size="sm">
          <Text span fw={500} inherit>
            Looked at:{' '}
          </Text>
          {visit.kinds.map(readKindLabel).join(', ')}
        </Text>
      </Stack>
    </Paper>
  );
}

/**
 * Issue 19 path 5: "Who viewed my record" on the patient's own profile (or a family member's, for
 * the family account holder): each visit to the record by someone at a clinic, newest first.
 */
export function RecordViewsPanel({
  patientId,
  title = RecordAccessMessages.patientTitle,
}: {
  patientId: number;
  /** "Who viewed this record" when a family account holder reads a family member's. */
  title?: string;
}) {
  const query = useRecordVisits(patientId);
  const zone = viewerZone(useCurrentAccount().timeZone);

  let body;
  if (query.isPending) {
    body = (
      <Stack gap="sm" aria-busy="true" aria-label="Loading who viewed your record">
        {[0, 1, 2].map((key) => (
          <Skeleton key={key} height={88} radius="md" />
        ))}
      </Stack>
    );
  } else if (query.isError) {
    body = (
      <LoadError
        title={RecordAccessMessages.patientLoadFailed}
        error={query.error}
        onRetry={() => void query.refetch()}
      />
    );
  } else {
    const visits = query.data.pages.flatMap((page) => page.content);
    body =
      visits.length === 0 ? (
        <EmptyState
          icon={<IconEyeOff aria-hidden />}
          title={RecordAccessMessages.patientEmpty}
          data-testid={TestId.recordViewsEmpty}
        />
      ) : (
        <Stack gap="md">
          <Stack component="ul" gap="sm" p={0} m={0} style={{ listStyle: 'none' }}>
            {visits.map((visit) => (
              <VisitItem key={visit.key} visit={visit} zone={zone} />
            ))}
          </Stack>
          <InfiniteScroll
            hasMore={query.hasNextPage}
            loading={query.isFetchingNextPage}
            onMore={() => void query.fetchNextPage()}
            testId={TestId.recordViewsMore}
          />
        </Stack>
      );
  }
  return (
    <Stack gap="md" data-testid={TestId.recordViews}>
      <div>
        <Title order={2} fz="h3">
          {title}
        </Title>
        <Text size="sm" c="dimmed" mt={4}>
          {RecordAccessMessages.patientIntro}
        </Text>
      </div>
      {body}
    </Stack>
  );
}
