import { Button, FileButton, Group, Image, Paper, SimpleGrid, Stack, Text } from '@mantine/core';
import { IconPhotoUp } from '@tabler/icons-react';
import { useEffect, useMemo } from 'react';
import {
  AdminClinicLimits,
  AdminClinicMessages,
  LOGO_EXTENSIONS,
} from '@clinicall/shared/admin-clinic';
import { acceptOf, extensionOf } from '@clinicall/shared/files';
import { TestId } from '@clinicall/shared/test-ids';
import { inputTestId } from '../../../components/ui/input-test-id';
import { toast } from '../../../components/ui/toast';
import type { ClinicForm } from './clinic-form-type';

/** A chosen file's preview while it is chosen; the object URL is released after. */
function usePreview(file: File | null, saved: string | null) {
  const url = useMemo(() => (file ? URL.createObjectURL(file) : null), [file]);
  useEffect(
    () => () => {
      if (url) URL.revokeObjectURL(url);
    },
    [url],
  );
  return url ?? saved;
}

function LogoField(props: {
  form: ClinicForm;
  label: string;
  field: 'logo' | 'topLogo';
  savedField: 'customLogo' | 'customTopLogo';
  testId: typeof TestId.clinicLogoFile | typeof TestId.clinicTopLogoFile;
}) {
  const { form, field, savedField } = props;
  const values = form.getValues();
  const preview = usePreview(values[field], values[savedField]);
  const choose = (file: File | null) => {
    if (!file) return;
    // B38: the same limits the server applies, before the upload starts.
    if (file.size > AdminClinicLimits.logoBytes)
      return toast.warning(AdminClinicMessages.logoTooLarge);
    if (!LOGO_EXTENSIONS.includes(extensionOf(file.name) as never)) {
      return toast.warning(AdminClinicMessages.logoType);
    }
    form.setFieldValue(field, file);
  };
  return (
    <Paper withBorder p="sm" radius="md">
      <Stack gap="xs">
        <Text fw={600}>{props.label}</Text>
        {preview ? (
          <Image
            src={preview}
            alt={`${props.label} preview`}
            h={64}
            w="auto"
            fit="contain"
            data-testid={TestId.clinicLogoPreview}
          />
        ) : (
          <Text size="sm" c="dimmed">
            No logo yet
          </Text>
        )}
        <Group gap="xs">
          <FileButton
            onChange={choose}
            accept={acceptOf(LOGO_EXTENSIONS)}
            inputProps={inputTestId(props.testId)}
          >
            {(buttonProps) => (
              <Button variant="light" leftSection={<IconPhotoUp size={16} />} {...buttonProps}>
                Choose image
              </Button>
            )}
          </FileButton>
          {preview && (
            <Button
              variant="subtle"
              color="red"
              onClick={() => {
                form.setFieldValue(field, null);
                form.setFieldValue(savedField, null);
              }}
            >
              Remove
            </Button>
          )}
        </Group>
        <Text size="xs" c="dimmed">
          JPG, PNG, GIF or WebP, up to 3 MB
        </Text>
      </Stack>
    </Paper>
  );
}

/** B38: the login page logo and the top bar logo, each with its preview. */
export function LogoFields({ form }: { form: ClinicForm }) {
  return (
    <SimpleGrid cols={{ base: 1, sm: 2 }}>
      <LogoField
        form={form}
        label="Login logo"
        field="logo"
        savedField="customLogo"
        testId={TestId.clinicLogoFile}
      />
      <LogoField
        form={form}
        label="Top logo"
        field="topLogo"
        savedField="customTopLogo"
        testId={TestId.clinicTopLogoFile}
      />
    </SimpleGrid>
  );
}
