import '@mantine/dates/styles.css';
import { Button, Group, Paper, Stack, Text } from '@mantine/core';
import { DatePickerInput } from '@mantine/dates';
import { IconCalendar, IconDownload } from '@tabler/icons-react';
import { useState } from 'react';
import {
  UsageReportMessages,
  UsageReportQuickRanges,
  usageReportFileName,
} from '@clinicall/shared/admin-report/usage-report';
import { MessageErrorTexts } from '@clinicall/shared/messaging/messages';
import { TestId } from '@clinicall/shared/test-ids';
import { openErrorDialog } from '../../../components/ui/error-dialog';
import { PageFrame } from '../../../components/ui/page-frame';
import { toast } from '../../../components/ui/toast';
import { isApiError } from '../../../lib/api-error';
import { openOrSaveFile } from '../../../lib/open-or-save-file';
import { RANGE_FORMAT, dayOf, viewerZone } from '../../../lib/zoned-time';
import { useCurrentAccount } from '../../identity';
import { downloadUsageReport } from '../api/download-usage-report';
import { DownloadProgress } from '../components/download-progress';
import { defaultRange, quickRange, type ReportRange } from '../report-range';

/** B90: the server's refusals of the input (400, 406) show its detail under code 6. */
function showFailure(error: unknown) {
  if (isApiError(error) && (error.status === 400 || error.status === 406)) {
    void openErrorDialog({ code: '6', detail: `${MessageErrorTexts[6]}: ${error.message}` });
    return;
  }
  toast.error(UsageReportMessages.downloadFailed);
}

/** B85–B90, I18: `/admin-dashboard/encounterReport`, the super admin's usage report download. */
export function UsageReportPage() {
  const today = dayOf(new Date(), viewerZone(useCurrentAccount().timeZone));
  const [range, setRange] = useState<ReportRange>(() => defaultRange(today));
  const [empty, setEmpty] = useState(false);
  const [received, setReceived] = useState<number | null>(null);

  const choose = (next: ReportRange) => {
    setRange(next);
    setEmpty(false);
  };

  const download = async () => {
    const [from, to] = range;
    // B87: both days are needed.
    if (from === null || to === null) {
      setEmpty(true);
      return;
    }
    setReceived(0);
    try {
      await openOrSaveFile(usageReportFileName({ from, to }), () =>
        downloadUsageReport({ from, to }, setReceived),
      );
      toast.success(UsageReportMessages.downloaded);
    } catch (error) {
      showFailure(error);
    } finally {
      setReceived(null);
    }
  };

  return (
    <PageFrame title={UsageReportMessages.title}>
      <Text size="sm" c="dimmed" mt={-8}>
        {UsageReportMessages.intro}
      </Text>
      <Paper withBorder radius="md" p="lg">
        <Stack gap="md">
          <DatePickerInput
            type="range"
            allowSingleDateInRange
            label="Dates"
            placeholder="Choose the first and last day"
            valueFormat={RANGE_FORMAT}
            value={range}
            onChange={choose}
            clearable
            clearButtonProps={{ 'aria-label': 'Clear the dates' }}
            error={empty ? UsageReportMessages.emptyValues : undefined}
            leftSection={<IconCalendar size={18} aria-hidden />}
            maw={{ base: '100%', sm: 360 }}
            data-testid={TestId.usageReportRange}
          />
          <Group gap="xs" aria-label="Quick ranges">
            {UsageReportQuickRanges.map((quick) => (
              <Button
                key={quick.label}
                variant="light"
                size="xs"
                onClick={() => choose(quickRange(quick, today))}
                data-testid={TestId.usageReportQuickRange}
              >
                {quick.label}
              </Button>
            ))}
          </Group>
          <Group>
            <Button
              onClick={() => void download()}
              loading={received !== null}
              leftSection={<IconDownload size={18} aria-hidden />}
              data-testid={TestId.usageReportDownload}
              w={{ base: '100%', sm: 'auto' }}
            >
              Download CSV
            </Button>
          </Group>
          {received !== null && <DownloadProgress bytes={received} />}
        </Stack>
      </Paper>
    </PageFrame>
  );
}
