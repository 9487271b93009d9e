import { ActionIcon, FileInput, Group, Paper, Stack, Switch, Text, TextInput } from '@mantine/core';
import { IconFileTypePdf, IconTrash } from '@tabler/icons-react';
import { AdminClinicLimits, AdminClinicMessages } from '@clinicall/shared/admin-clinic';
import { TestId } from '@clinicall/shared/test-ids';
import { toast } from '../../../components/ui/toast';
import { consentSlots, emptyConsent, type ConsentValue } from './clinic-form-values';
import type { ClinicForm } from './clinic-form-type';
import { ConsentSwitch } from './switches-section';
import { CountedTextarea } from '../../../components/ui/counted-textarea';

/** B33: refused in the browser too, before anything is sent. */
function acceptable(file: File) {
  const pdf = file.type === 'application/pdf' || file.name.toLowerCase().endsWith('.pdf');
  if (!pdf || file.size > AdminClinicLimits.consentBytes) {
    toast.warning(AdminClinicMessages.consentFile);
    return false;
  }
  return true;
}

function Slot({
  form,
  index,
  consent,
}: {
  form: ClinicForm;
  index: number;
  consent: ConsentValue;
}) {
  const shown = consent.upload?.name ?? consent.fileName;
  // B36: removing a consent moves the later ones up a slot.
  const remove = () => {
    const list = form.getValues().consents.filter((_, i) => i !== index);
    form.setFieldValue('consents', consentSlots([...list, emptyConsent()]));
  };
  return (
    <Paper withBorder p="sm" radius="md">
      <Stack gap="xs">
        <Group justify="space-between">
          <Text fw={600}>Consent {index + 1}</Text>
          <ActionIcon
            variant="subtle"
            color="red"
            aria-label={`Remove consent ${index + 1}`}
            data-testid={TestId.clinicConsentRemove}
            onClick={remove}
          >
            <IconTrash size={18} />
          </ActionIcon>
        </Group>
        <TextInput
          label="Name"
          maxLength={200}
          data-testid={TestId.clinicConsentName}
          key={form.key(`consents.${index}.name`)}
          {...form.getInputProps(`consents.${index}.name`)}
        />
        <FileInput
          label="PDF file (up to 2 MB)"
          accept="application/pdf,.pdf"
          clearable
          leftSection={<IconFileTypePdf size={18} aria-hidden />}
          placeholder={consent.file ? 'Choose a PDF to replace it' : 'Choose a PDF'}
          value={consent.upload}
          data-testid={TestId.clinicConsentFile}
          onChange={(file) => {
            if (file && !acceptable(file)) return;
            form.setFieldValue(`consents.${index}.upload`, file);
          }}
        />
        {consent.file && !consent.upload && shown && (
          <Text size="sm" c="dimmed">
            Saved file: {shown}
          </Text>
        )}
      </Stack>
    </Paper>
  );
}

/** B27–B36: the consent switch, its 3 slots, the check requirement and the additional text. */
export function ConsentSection({ form }: { form: ClinicForm }) {
  const values = form.getValues();
  return (
    <Stack gap="sm">
      <ConsentSwitch form={form} />
      {values.allowConsent && (
        <>
          <Switch
            label="Patients must tick the consent before joining"
            key={form.key('requireConsentCheck')}
            {...form.getInputProps('requireConsentCheck', { type: 'checkbox' })}
          />
          {values.consents.map((consent, index) => (
            <Slot key={index} form={form} index={index} consent={consent} />
          ))}
          <CountedTextarea
            max={AdminClinicLimits.additionalConsentText}
            label="Additional consent text"
            autosize
            minRows={2}
            key={form.key('additionalConsentText')}
            {...form.getInputProps('additionalConsentText')}
          />
        </>
      )}
    </Stack>
  );
}
