import { EmptyState, Paper, Skeleton, Stack, Table, Text } from '@mantine/core';
import { IconReceiptOff } from '@tabler/icons-react';
import { AppointmentListMessages } from '@clinicall/shared/scheduling/list-messages';
import { TestId } from '@clinicall/shared/test-ids';
import { InfiniteScroll } from '../../../components/ui/infinite-scroll';
import { LoadError } from '../../../components/ui/load-error';
import { PageFrame } from '../../../components/ui/page-frame';
import { formatRangeDate, viewerZone } from '../../../lib/zoned-time';
import { useCurrentAccount } from '../../identity';
import { useBillingSummary, type BillingEntry } from '../api/get-billing-summary';

const usd = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });

/** C107, C108: the patient's payments and refunds, newest first, with date, purpose and USD. */
export function BillingSummaryPage() {
  const query = useBillingSummary();
  const zone = viewerZone(useCurrentAccount().timeZone);
  // H10: spec 3 shows its dates as MMM D, YYYY.
  const formatDate = (iso: string) => formatRangeDate(iso, zone);

  let body;
  if (query.isPending) {
    body = (
      <Stack gap="sm" aria-busy="true" aria-label="Loading your billing summary">
        {[0, 1, 2].map((key) => (
          <Skeleton key={key} height={40} radius="sm" />
        ))}
      </Stack>
    );
  } else if (query.isError) {
    body = (
      <LoadError
        title={AppointmentListMessages.billingLoadFailed}
        error={query.error}
        onRetry={() => void query.refetch()}
      />
    );
  } else {
    const entries: BillingEntry[] = query.data.pages.flatMap((page) => page.content);
    body =
      entries.length === 0 ? (
        <EmptyState
          icon={<IconReceiptOff aria-hidden />}
          title={AppointmentListMessages.noBillingEntries}
          data-testid={TestId.billingEmpty}
        />
      ) : (
        <Stack gap="md">
          <Paper withBorder radius="md">
            <Table verticalSpacing="sm" data-testid={TestId.billingList}>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>Date</Table.Th>
                  <Table.Th>Purpose</Table.Th>
                  <Table.Th ta="right">Amount (USD)</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {entries.map((entry) => (
                  <Table.Tr key={entry.id} data-testid={TestId.billingEntry}>
                    <Table.Td style={{ whiteSpace: 'nowrap' }}>
                      {formatDate(entry.createdDate)}
                    </Table.Td>
                    <Table.Td>{entry.paymentPurpose}</Table.Td>
                    <Table.Td ta="right" style={{ whiteSpace: 'nowrap' }}>
                      <Text span c={entry.amount < 0 ? 'teal' : undefined} inherit>
                        {usd.format(entry.amount)}
                      </Text>
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Paper>
          <InfiniteScroll
            hasMore={query.hasNextPage}
            loading={query.isFetchingNextPage}
            onMore={() => void query.fetchNextPage()}
            testId={TestId.appointmentsLoadMore}
          />
        </Stack>
      );
  }
  return <PageFrame title="Billing summary">{body}</PageFrame>;
}
