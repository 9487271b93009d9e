import { Button, Group, Paper, Stack, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import type { FormEvent, ReactNode } from 'react';
import { AdminClinicMessages as M, type AdminClinic } from '@clinicall/shared/admin-clinic';
import { TestId } from '@clinicall/shared/test-ids';
import { toast } from '../../../components/ui/toast';
import { usePartners, type ClinicFiles } from '../api/clinics-api';
import { AddressBoxes } from './address-boxes';
import { BasicsSection } from './basics-section';
import { consentProblem, formValuesOf, toRequest, validateClinic } from './clinic-form-values';
import { ConsentSection } from './consent-section';
import { ExperienceSection } from './experience-section';
import { LogoFields } from './logo-fields';
import { PartnerFields } from './partner-fields';
import { SwitchesSection } from './switches-section';
import type { ClinicInput } from '@clinicall/shared/admin-clinic';

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Paper withBorder radius="md" p={{ base: 'sm', sm: 'lg' }}>
      <Title order={2} fz="h4" mb="sm">
        {title}
      </Title>
      {children}
    </Paper>
  );
}

/** B9–B58: every field of a clinic, for the add and edit screens. */
export function ClinicForm(props: {
  clinic: AdminClinic | null;
  saving: boolean;
  onSave: (request: { input: ClinicInput; files: ClinicFiles }) => void;
  onCancel: () => void;
}) {
  const partners = usePartners(props.clinic?.id ?? null);
  const form = useForm({ initialValues: formValuesOf(props.clinic) });

  // Validated here rather than through useForm's `validate`, which would keep the partners of the
  // first render (none, while they load).
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const values = form.getValues();
    const errors = validateClinic(values, partners.data ?? []);
    form.setErrors(errors);
    // B2: the form's own warning when a required field is empty or invalid.
    if (Object.keys(errors).length > 0) return toast.warning(M.formInvalid);
    const consent = values.allowConsent ? consentProblem(values.consents) : null;
    if (consent) return toast.warning(consent);
    props.onSave(toRequest(values, props.clinic));
  };

  return (
    <form onSubmit={submit} noValidate data-testid={TestId.clinicForm}>
      <Stack gap="md">
        <Section title="Clinic">
          <BasicsSection form={form} />
        </Section>
        <Section title="Features">
          <SwitchesSection form={form} />
          <PartnerFields form={form} partners={partners.data} failed={partners.isError} />
        </Section>
        <Section title="Consent forms">
          <ConsentSection form={form} />
        </Section>
        <Section title="Logos">
          <LogoFields form={form} />
        </Section>
        <Section title="Addresses">
          <AddressBoxes form={form} />
        </Section>
        <Section title="Experience">
          <ExperienceSection form={form} />
        </Section>
        <Group justify="flex-end">
          <Button variant="default" onClick={props.onCancel}>
            Cancel
          </Button>
          <Button type="submit" loading={props.saving} data-testid={TestId.clinicSubmit}>
            {props.clinic ? 'Save' : 'Add clinic'}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
