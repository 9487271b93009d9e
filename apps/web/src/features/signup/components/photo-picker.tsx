import { Avatar, Button, FileButton, Group, Stack, Text } from '@mantine/core';
import { useEffect, useMemo, useState } from 'react';
import { FileLimits, FileMessages } from '@clinicall/shared/files';
import { TestId } from '@clinicall/shared/test-ids';
import { inputTestId } from '../../../components/ui/input-test-id';

/** F41: the photo types a profile takes. */
const ACCEPT = '.jpg,.jpeg,.png,.gif,image/jpeg,image/png,image/gif';

interface PhotoPickerProps {
  photo: File | null;
  onChange: (photo: File | null) => void;
}

/** F118, F40: an optional profile photo, chosen and removed before the account exists. */
export function PhotoPicker({ photo, onChange }: PhotoPickerProps) {
  const [error, setError] = useState<string | null>(null);
  const preview = useMemo(() => (photo ? URL.createObjectURL(photo) : undefined), [photo]);
  useEffect(
    () => () => {
      if (preview) URL.revokeObjectURL(preview);
    },
    [preview],
  );

  const choose = (file: File | null) => {
    setError(null);
    // F40: a photo over 3,000,000 bytes is refused and the choice cleared.
    if (file && file.size > FileLimits.photoBytes) {
      setError(FileMessages.photoTooLarge);
      onChange(null);
      return;
    }
    onChange(file);
  };

  return (
    <Stack gap={4}>
      <Text size="sm" fw={500}>
        Profile photo (optional)
      </Text>
      <Group gap="sm">
        <Avatar src={preview} size="lg" radius="xl" alt="" />
        <FileButton onChange={choose} accept={ACCEPT} inputProps={inputTestId(TestId.signupPhoto)}>
          {(props) => (
            <Button variant="light" size="xs" {...props}>
              {photo ? 'Change photo' : 'Upload photo'}
            </Button>
          )}
        </FileButton>
        {photo && (
          <Button
            variant="subtle"
            color="red"
            size="xs"
            onClick={() => choose(null)}
            data-testid={TestId.signupPhotoRemove}
          >
            Remove
          </Button>
        )}
      </Group>
      {error && (
        <Text c="red" size="sm" role="alert">
          {error}
        </Text>
      )}
    </Stack>
  );
}
