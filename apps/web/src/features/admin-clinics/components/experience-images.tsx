import {
  ActionIcon,
  Button,
  FileButton,
  Group,
  Image,
  Stack,
  Text,
  TextInput,
} from '@mantine/core';
import { IconPhotoUp, IconPlus, IconTrash } from '@tabler/icons-react';
import { useEffect, useMemo } from 'react';
import {
  AdminClinicLimits,
  AdminClinicMessages,
  LOGO_EXTENSIONS,
  isClinicImagePath,
} from '@clinicall/shared/admin-clinic';
import { acceptOf, extensionOf } from '@clinicall/shared/files';
import { TestId } from '@clinicall/shared/test-ids';
import { inputTestId } from '../../../components/ui/input-test-id';
import { toast } from '../../../components/ui/toast';
import type { ClinicForm } from './clinic-form-type';

/** Previews of the chosen files while they are chosen; the object URLs are released after. */
function usePreviews(files: File[]) {
  const urls = useMemo(() => files.map((file) => URL.createObjectURL(file)), [files]);
  useEffect(() => () => urls.forEach((url) => URL.revokeObjectURL(url)), [urls]);
  return urls;
}

function Thumbnail(props: { src: string; label: string; onRemove: () => void }) {
  return (
    <Group wrap="nowrap" gap="xs">
      <Image
        src={props.src}
        alt={props.label}
        h={64}
        w={96}
        fit="contain"
        radius="sm"
        bg="gray.1"
        data-testid={TestId.clinicExperienceImage}
      />
      <ActionIcon
        variant="subtle"
        color="red"
        aria-label={`Remove ${props.label}`}
        onClick={props.onRemove}
      >
        <IconTrash size={18} />
      </ActionIcon>
    </Group>
  );
}

/**
 * B52, I25: up to 5 experience images, each a web address or an uploaded picture (checked like
 * the logos: JPG, PNG, GIF or WebP up to 3 MB). Uploads are sent with the save, after the others.
 */
export function ExperienceImages({ form }: { form: ClinicForm }) {
  const { storageUrls, imageUploads } = form.getValues();
  const previews = usePreviews(imageUploads);
  const count = storageUrls.length + imageUploads.length;
  const full = count >= AdminClinicLimits.storageUrls;
  const choose = (files: File[]) => {
    const room = AdminClinicLimits.storageUrls - count;
    if (files.length > room) toast.warning(AdminClinicMessages.tooManyImages);
    const accepted = files.slice(0, Math.max(room, 0)).filter((file) => {
      // The same limits the server applies, before the upload starts.
      if (file.size > AdminClinicLimits.logoBytes) {
        toast.warning(AdminClinicMessages.logoTooLarge);
        return false;
      }
      if (!LOGO_EXTENSIONS.includes(extensionOf(file.name) as never)) {
        toast.warning(AdminClinicMessages.imageType);
        return false;
      }
      return true;
    });
    if (accepted.length > 0) form.setFieldValue('imageUploads', [...imageUploads, ...accepted]);
  };

  return (
    <Stack gap="xs">
      <Text size="sm" fw={600}>
        Experience images
      </Text>
      {storageUrls.map((url, index) =>
        isClinicImagePath(url) ? (
          <Thumbnail
            key={url}
            src={url}
            label={`image ${index + 1}`}
            onRemove={() => form.removeListItem('storageUrls', index)}
          />
        ) : (
          <Group key={index} wrap="nowrap" gap="xs" align="flex-start">
            <TextInput
              style={{ flex: 1 }}
              aria-label={`Image address ${index + 1}`}
              placeholder="https://"
              {...form.getInputProps(`storageUrls.${index}`)}
            />
            <ActionIcon
              mt={6}
              variant="subtle"
              color="red"
              aria-label={`Remove image ${index + 1}`}
              onClick={() => form.removeListItem('storageUrls', index)}
            >
              <IconTrash size={18} />
            </ActionIcon>
          </Group>
        ),
      )}
      {previews.map((src, index) => (
        <Thumbnail
          key={src}
          src={src}
          label={`new image ${storageUrls.length + index + 1}`}
          onRemove={() => form.removeListItem('imageUploads', index)}
        />
      ))}
      <Group gap="xs">
        <FileButton
          onChange={choose}
          accept={acceptOf(LOGO_EXTENSIONS)}
          multiple
          disabled={full}
          inputProps={inputTestId(TestId.clinicExperienceImageFile)}
        >
          {(buttonProps) => (
            <Button
              variant="light"
              leftSection={<IconPhotoUp size={16} />}
              disabled={full}
              {...buttonProps}
            >
              Upload image
            </Button>
          )}
        </FileButton>
        <Button
          variant="light"
          leftSection={<IconPlus size={16} />}
          disabled={full}
          onClick={() => form.insertListItem('storageUrls', '')}
        >
          Add image address
        </Button>
        <Text size="xs" c="dimmed">
          {count} of {AdminClinicLimits.storageUrls} · JPG, PNG, GIF or WebP, up to 3 MB
        </Text>
      </Group>
    </Stack>
  );
}
