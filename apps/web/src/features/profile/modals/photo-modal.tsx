import { Alert, Button, FileButton, Group, Modal, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { acceptOf, FileLimits, FileMessages, PHOTO_EXTENSIONS } from '@clinicall/shared/files';
import { TestId } from '@clinicall/shared/test-ids';
import { useUploadPhoto, type PhotoOwner } from '../api/photo';

/** F41: the photo types the profile takes; the MIME types help phones offer their galleries. */
const ACCEPT = `${acceptOf(PHOTO_EXTENSIONS)},image/jpeg,image/png,image/gif`;

/** F40, F41: choose a photo; one over 3,000,000 bytes is refused and the choice cleared. */
export function PhotoModal({ owner, onClose }: { owner: PhotoOwner; onClose: () => void }) {
  const [file, setFile] = useState<File | null>(null);
  const [error, setError] = useState<string | null>(null);
  const upload = useUploadPhoto(owner);
  const choose = (chosen: File | null) => {
    setError(null);
    if (chosen && chosen.size > FileLimits.photoBytes) {
      setFile(null);
      setError(FileMessages.photoTooLarge);
      return;
    }
    setFile(chosen);
  };
  const send = async () => {
    if (!file) return;
    try {
      await upload.mutateAsync(file);
      onClose();
    } catch (caught) {
      setFile(null);
      setError(caught instanceof Error ? caught.message : FileMessages.wrongType);
    }
  };
  return (
    <Modal opened onClose={onClose} title="Change photo" centered>
      <Stack gap="md" data-testid={TestId.profileModal}>
        {error && (
          <Alert color="red" variant="light">
            {error}
          </Alert>
        )}
        <Group>
          <FileButton onChange={choose} accept={ACCEPT}>
            {(props) => (
              <Button variant="light" {...props}>
                Choose photo
              </Button>
            )}
          </FileButton>
          <Text size="sm" c="dimmed">
            {file ? file.name : 'JPG, PNG or GIF, up to 3 MB'}
          </Text>
        </Group>
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose} data-testid={TestId.profileCancel}>
            Cancel
          </Button>
          <Button
            onClick={() => void send()}
            disabled={!file}
            loading={upload.isPending}
            data-testid={TestId.profileUpdate}
          >
            Update
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
