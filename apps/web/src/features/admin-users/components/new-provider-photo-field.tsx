import { Avatar, Button, FileButton, Group, Input, Stack, Text } from '@mantine/core';
import { IconPhotoUp } from '@tabler/icons-react';
import { useEffect, useRef, useState } from 'react';
import { FileLimits, FileMessages } from '@clinicall/shared/files';
import { TestId } from '@clinicall/shared/test-ids';
import { inputTestId } from '../../../components/ui/input-test-id';
import { toast } from '../../../components/ui/toast';
import { PROVIDER_PHOTO_ACCEPT } from './provider-photo-field';

/**
 * B64 on the add form: the photo is chosen with the rest and previewed here; the form uploads it
 * once the provider is saved (`StaffForm`). Too large a file is refused at once, before anything
 * is created.
 */
export function NewProviderPhotoField(props: {
  file: File | null;
  name: string;
  onChange: (file: File | null) => void;
}) {
  const [preview, showPreview] = usePreview();
  const choose = (file: File | null) => {
    if (!file) return;
    if (file.size > FileLimits.photoBytes) return toast.warning(FileMessages.photoTooLarge);
    showPreview(file);
    props.onChange(file);
  };
  const remove = () => {
    showPreview(null);
    props.onChange(null);
  };
  return (
    <Stack gap={6}>
      <Input.Label>Photo</Input.Label>
      <Group gap="md">
        <Avatar
          src={preview}
          name={props.name}
          color="initials"
          size={72}
          radius="xl"
          data-testid={TestId.staffPhoto}
        />
        <FileButton
          onChange={choose}
          accept={PROVIDER_PHOTO_ACCEPT}
          inputProps={inputTestId(TestId.staffPhotoFile)}
        >
          {(buttonProps) => (
            <Button variant="light" leftSection={<IconPhotoUp size={16} />} {...buttonProps}>
              {props.file ? 'Change photo' : 'Choose photo'}
            </Button>
          )}
        </FileButton>
        {props.file && (
          <Button variant="subtle" color="red" onClick={remove}>
            Remove
          </Button>
        )}
      </Group>
      <Text size="xs" c="dimmed">
        JPG, PNG, GIF or WebP, up to 3 MB; saved with the provider
      </Text>
    </Stack>
  );
}

/**
 * A local file's preview address, made when the file is chosen (not in an effect) and revoked
 * when another replaces it or the field goes away.
 */
function usePreview() {
  const [url, setUrl] = useState<string | null>(null);
  const current = useRef<string | null>(null);
  useEffect(
    () => () => {
      if (current.current) URL.revokeObjectURL(current.current);
    },
    [],
  );
  const show = (file: File | null) => {
    if (current.current) URL.revokeObjectURL(current.current);
    current.current = file ? URL.createObjectURL(file) : null;
    setUrl(current.current);
  };
  return [url, show] as const;
}
