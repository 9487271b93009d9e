import { EmptyState, Skeleton, Stack, Title } from '@mantine/core';
import { IconTransfer } from '@tabler/icons-react';
import { ReferralListMessages as M } from '@clinicall/shared/referrals/referral-list';
import { ReferralMessages } from '@clinicall/shared/referrals/referrals';
import { TestId } from '@clinicall/shared/test-ids';
import { InfiniteScroll } from '../../../components/ui/infinite-scroll';
import { LoadError } from '../../../components/ui/load-error';
import { formatDayHeading } from '../../../lib/zoned-time';
import type { useReferrals } from '../api/get-referrals';
import { groupByDay } from './group-by-day';
import { ReferralRow, type ReferralViewer } from './referral-row';

interface ReferralListProps {
  query: ReturnType<typeof useReferrals>;
  viewer: ReferralViewer;
}

/** F87: the referrals grouped by day, with the loading, empty, error and next-page states. */
export function ReferralList({ query, viewer }: ReferralListProps) {
  if (query.isPending) {
    return (
      <Stack gap="sm" aria-busy="true" aria-label="Loading referrals">
        {[0, 1, 2].map((key) => (
          <Skeleton key={key} height={96} radius="md" />
        ))}
      </Stack>
    );
  }
  if (query.isError) {
    return (
      <LoadError title={M.loadFailed} error={query.error} onRetry={() => void query.refetch()} />
    );
  }
  const rows = query.data.pages.flatMap((page) => page.content);
  if (rows.length === 0) {
    return (
      <EmptyState
        icon={<IconTransfer aria-hidden />}
        title={ReferralMessages.empty}
        data-testid={TestId.referralsEmpty}
      />
    );
  }
  return (
    <Stack gap="md">
      {groupByDay(rows, viewer.zone).map(([day, dayRows]) => (
        <Stack key={day} gap="xs" component="section" data-testid={TestId.referralDay}>
          <Title order={2} fz="h5" c="dimmed">
            {formatDayHeading(day)}
          </Title>
          <Stack component="ul" gap="sm" p={0} m={0} style={{ listStyle: 'none' }}>
            {dayRows.map((referral) => (
              <ReferralRow key={referral.id} referral={referral} viewer={viewer} />
            ))}
          </Stack>
        </Stack>
      ))}
      <InfiniteScroll
        hasMore={query.hasNextPage}
        loading={query.isFetchingNextPage}
        onMore={() => void query.fetchNextPage()}
        testId={TestId.referralsMore}
      />
    </Stack>
  );
}
