import { ActionIcon, Button, FileButton, Group, Stack, Text } from '@mantine/core';
import { IconPaperclip, IconX } from '@tabler/icons-react';
import { useState } from 'react';
import { acceptOf } from '@clinicall/shared/files';
import { REFERRAL_FILE_TYPES } from '@clinicall/shared/referrals/referrals';
import { TestId } from '@clinicall/shared/test-ids';
import { inputTestId } from '../../../components/ui/input-test-id';
import { referFileRefusal } from '../refer-files';

/** Sizes as the limits are written (decimal MB); small files in kB rather than "0.0 MB". */
const sizeOf = (bytes: number) =>
  bytes < 100_000
    ? `${Math.max(1, Math.round(bytes / 1000))} kB`
    : `${(bytes / 1_000_000).toFixed(1)} MB`;

/** F93: the files sent with a referral: picked, listed with their sizes, removable. */
export function ReferAttachments({
  files,
  onChange,
}: {
  files: File[];
  onChange: (files: File[]) => void;
}) {
  const [refusal, setRefusal] = useState<string | null>(null);
  const add = (picked: File[]) => {
    const refused = referFileRefusal(files, picked);
    setRefusal(refused);
    if (refused === null) onChange([...files, ...picked]);
  };
  return (
    <Stack gap="xs">
      <Group gap="sm" wrap="wrap">
        <FileButton
          onChange={add}
          multiple
          accept={acceptOf(REFERRAL_FILE_TYPES)}
          inputProps={inputTestId(TestId.referFilesInput)}
        >
          {(props) => (
            <Button
              {...props}
              variant="default"
              leftSection={<IconPaperclip size={16} aria-hidden />}
              data-testid={TestId.referFiles}
            >
              Add files
            </Button>
          )}
        </FileButton>
        <Text size="xs" c="dimmed">
          PDF, images, Word or Excel; up to 35 MB each
        </Text>
      </Group>
      {refusal !== null && (
        <Text size="sm" c="red.8" role="alert" data-testid={TestId.referFileRefused}>
          {refusal}
        </Text>
      )}
      {files.length > 0 && (
        <Stack gap={4} component="ul" aria-label="Attached files" p={0} m={0}>
          {files.map((file, index) => (
            <Group
              key={`${file.name}-${index}`}
              component="li"
              gap="xs"
              wrap="nowrap"
              style={{ listStyle: 'none' }}
              data-testid={TestId.referFile}
            >
              <Text size="sm" truncate style={{ minWidth: 0 }}>
                {file.name}
              </Text>
              <Text size="xs" c="dimmed" style={{ flexShrink: 0 }}>
                {sizeOf(file.size)}
              </Text>
              <ActionIcon
                variant="subtle"
                color="gray"
                aria-label={`Remove ${file.name}`}
                onClick={() => onChange(files.filter((_, i) => i !== index))}
                data-testid={TestId.referFileRemove}
              >
                <IconX size={14} aria-hidden />
              </ActionIcon>
            </Group>
          ))}
        </Stack>
      )}
    </Stack>
  );
}
