import { Group, Loader, Progress, Stack, Text } from '@mantine/core';
import { AttachmentMessages } from '@clinicall/shared/patient-attachments';
import { TestId } from '@clinicall/shared/test-ids';

/** F52: the "Files are uploading" loader with how much is sent. */
export function UploadProgress({ share }: { share: number }) {
  const percent = Math.round(share * 100);
  return (
    <Stack gap={4} data-testid={TestId.attachmentsUploading} aria-live="polite">
      <Group gap="xs">
        <Loader size="xs" />
        <Text size="sm">
          {AttachmentMessages.uploading} ({percent}%)
        </Text>
      </Group>
      <Progress value={percent} aria-label={AttachmentMessages.uploading} />
    </Stack>
  );
}
