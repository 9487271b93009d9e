import { Alert, Select, SimpleGrid, Skeleton, TextInput } from '@mantine/core';
import { AdminClinicMessages, type Partner } from '@clinicall/shared/admin-clinic';
import { TestId } from '@clinicall/shared/test-ids';
import type { ClinicForm } from './clinic-form-type';

/**
 * B39–B47: the remote monitoring partner. A partner needing an organization id enables that field
 * (Thorough, Promedix); only Promedix enables the associated partner; the partner offered only as an
 * associated one (Premedex) is not in the main list.
 */
export function PartnerFields(props: {
  form: ClinicForm;
  partners: Partner[] | undefined;
  failed: boolean;
}) {
  const { form, partners } = props;
  const values = form.getValues();
  if (!values.allowRemotePatientMonitoring) return null;
  if (props.failed)
    return (
      <Alert color="red" variant="light">
        {AdminClinicMessages.partnersFailed}
      </Alert>
    );
  if (!partners) return <Skeleton height={60} />;
  const chosen = partners.find((p) => String(p.id) === values.rpmPartnerId);
  const option = (p: Partner) => ({ value: String(p.id), label: p.companyName });
  return (
    <SimpleGrid cols={{ base: 1, sm: 3 }} mt="md">
      <Select
        label="Remote monitoring partner"
        withAsterisk
        data={partners.filter((p) => p.selectable).map(option)}
        data-testid={TestId.clinicPartner}
        {...form.getInputProps('rpmPartnerId')}
        onChange={(value: string | null) => {
          form.setFieldValue('rpmPartnerId', value);
          const next = partners.find((p) => String(p.id) === value);
          if (!next?.needsExternalId) form.setFieldValue('externalPartnerId', '');
          if (!next?.needsAssociatedPartner) form.setFieldValue('associatedPartnerId', null);
        }}
      />
      <TextInput
        label="Organization id"
        withAsterisk={chosen?.needsExternalId === true}
        disabled={!chosen?.needsExternalId}
        maxLength={100}
        {...form.getInputProps('externalPartnerId')}
      />
      <Select
        label="Associated partner"
        clearable
        disabled={!chosen?.needsAssociatedPartner}
        data={partners.filter((p) => !p.selectable).map(option)}
        {...form.getInputProps('associatedPartnerId')}
      />
    </SimpleGrid>
  );
}
