import { Progress, Stack, Text } from '@mantine/core';
import { TestId } from '@clinicall/shared/test-ids';

const formatBytes = (bytes: number) =>
  bytes < 1024
    ? `${bytes} B`
    : bytes < 1024 * 1024
      ? `${(bytes / 1024).toFixed(1)} KB`
      : `${(bytes / 1024 / 1024).toFixed(1)} MB`;

/** While the report streams: the bytes received so far (the server sends no total to measure against). */
export function DownloadProgress({ bytes }: { bytes: number }) {
  return (
    <Stack gap={6} data-testid={TestId.usageReportProgress} aria-live="polite">
      <Progress value={100} striped animated aria-label="Downloading the report" />
      <Text size="sm" c="dimmed">
        Downloading the report… {formatBytes(bytes)} received
      </Text>
    </Stack>
  );
}
