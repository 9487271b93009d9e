import { ActionIcon, Button, FileButton, Group, Progress, Stack, Text } from '@mantine/core';
import { IconPaperclip, IconX } from '@tabler/icons-react';
import { TestId } from '@clinicall/shared/test-ids';
import type { MessageErrorCode } from '@clinicall/shared/messaging/messages';
import { DOCUMENT_ACCEPT } from '../../../lib/file-accept';
import { attachmentRefusal } from '../lib/attachment-limits';

const megabytes = (bytes: number) => `${(bytes / 1_000_000).toFixed(1)} MB`;

/** E6, E11, E12: picked files with their sizes; too large a file or total opens the dialog. */
export function AttachmentsInput({
  files,
  onChange,
  onRefused,
  progress,
}: {
  files: File[];
  onChange: (files: File[]) => void;
  onRefused: (code: MessageErrorCode) => void;
  /** Upload progress (0–1) while sending, else null. */
  progress: number | null;
}) {
  const add = (picked: File[]) => {
    const refusal = attachmentRefusal(files, picked);
    if (refusal !== null) onRefused(refusal);
    else onChange([...files, ...picked]);
  };
  return (
    <Stack gap="xs">
      <Group>
        <FileButton onChange={add} multiple accept={DOCUMENT_ACCEPT}>
          {(props) => (
            <Button
              {...props}
              variant="default"
              leftSection={<IconPaperclip size={16} aria-hidden />}
              data-testid={TestId.messageFiles}
            >
              Attach files
            </Button>
          )}
        </FileButton>
      </Group>
      {files.map((file, index) => (
        <Group key={`${file.name}-${index}`} gap="xs" wrap="nowrap">
          <Text size="sm" truncate>
            {file.name}
          </Text>
          <Text size="xs" c="dimmed">
            {megabytes(file.size)}
          </Text>
          <ActionIcon
            variant="subtle"
            color="gray"
            aria-label={`Remove ${file.name}`}
            onClick={() => onChange(files.filter((_, i) => i !== index))}
          >
            <IconX size={14} aria-hidden />
          </ActionIcon>
        </Group>
      ))}
      {progress !== null && (
        <Progress
          value={Math.round(progress * 100)}
          aria-label="Upload progress"
          data-testid={TestId.uploadProgress}
        />
      )}
    </Stack>
  );
}
