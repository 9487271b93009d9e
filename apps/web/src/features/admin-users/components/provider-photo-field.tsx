import { Button, FileButton, Group, Input, Stack, Text } from '@mantine/core';
import { IconPhotoUp } from '@tabler/icons-react';
import { useState } from 'react';
import { AdminUserMessages as M } from '@clinicall/shared/admin-users';
import { acceptOf, FileLimits, FileMessages, PHOTO_EXTENSIONS } from '@clinicall/shared/files';
import { TestId } from '@clinicall/shared/test-ids';
import { PhotoAvatar } from '../../../components/ui/photo-avatar';
import { inputTestId } from '../../../components/ui/input-test-id';
import { toast } from '../../../components/ui/toast';
import { useProviderPhoto } from '../api/provider-photo';

/** The photo types providers' photos take; the MIME types help phones offer their galleries. */
export const PROVIDER_PHOTO_ACCEPT = `${acceptOf(PHOTO_EXTENSIONS)},image/jpeg,image/png,image/gif`;

/**
 * B64: the provider's photo on the super admin's edit form. A chosen photo is saved at once
 * (checked, resized and stored by the server), apart from the form's Save.
 */
export function ProviderPhotoField(props: {
  providerId: number;
  imagePath: string | null;
  name: string;
}) {
  const photo = useProviderPhoto(props.providerId);
  const [imagePath, setImagePath] = useState(props.imagePath);
  const send = (file: File | null) => {
    if (!file) return;
    if (file.size > FileLimits.photoBytes) return toast.warning(FileMessages.photoTooLarge);
    photo.mutate(file, {
      onSuccess: (saved) => {
        setImagePath(saved?.imagePath ?? null);
        toast.success(M.photoSaved);
      },
      onError: (error) => toast.error(error.message),
    });
  };
  const remove = () =>
    photo.mutate(null, {
      onSuccess: () => {
        setImagePath(null);
        toast.success(M.photoRemoved);
      },
      onError: (error) => toast.error(error.message),
    });

  return (
    <Stack gap={6}>
      <Input.Label>Photo</Input.Label>
      <Group gap="md">
        <PhotoAvatar
          path={imagePath}
          name={props.name}
          color="initials"
          size={72}
          radius="xl"
          data-testid={TestId.staffPhoto}
        />
        <FileButton
          onChange={send}
          accept={PROVIDER_PHOTO_ACCEPT}
          disabled={photo.isPending}
          inputProps={inputTestId(TestId.staffPhotoFile)}
        >
          {(buttonProps) => (
            <Button
              variant="light"
              leftSection={<IconPhotoUp size={16} />}
              loading={photo.isPending}
              {...buttonProps}
            >
              {imagePath ? 'Change photo' : 'Choose photo'}
            </Button>
          )}
        </FileButton>
        {imagePath && (
          <Button variant="subtle" color="red" disabled={photo.isPending} onClick={remove}>
            Remove
          </Button>
        )}
      </Group>
      <Text size="xs" c="dimmed">
        JPG, PNG, GIF or WebP, up to 3 MB
      </Text>
    </Stack>
  );
}
