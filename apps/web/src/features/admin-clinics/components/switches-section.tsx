import { SimpleGrid, Switch } from '@mantine/core';
import type { ClinicSwitch } from '@clinicall/shared/admin-clinic';
import { TestId } from '@clinicall/shared/test-ids';
import { consentSlots } from './clinic-form-values';
import type { ClinicForm } from './clinic-form-type';

/** B18–B27: every feature switch but consent's own pair (the consent section holds those). */
const LABELS: [Exclude<ClinicSwitch, 'allowConsent' | 'requireConsentCheck'>, string][] = [
  ['isInOfficeAppointmentActive', 'In-office appointments'],
  ['isPatientScheduleAppointmentEnabled', 'Patient scheduling'],
  ['isPatientWelcomeEmailEnabled', 'Patient welcome e-mail'],
  ['providerNetworkEnabled', 'Provider network'],
  ['allowPatientInRoomLight', 'Patient-in-room light'],
  ['allowRemotePatientMonitoring', 'Remote patient monitoring'],
  ['allowPostApptConf', 'Post-appointment confirmation'],
  ['allowAppointmentTemplate', 'Appointment templates'],
  ['preventScheduler24h', 'Prevent scheduling within 24 hours'],
  ['allowPatientAttachment', 'Patient attachments'],
  ['allowMuteAll', 'Mute all'],
  ['allowExperienceBuilder', 'Experience builder'],
];

export function SwitchesSection({ form }: { form: ClinicForm }) {
  return (
    <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
      {LABELS.map(([name, label]) => (
        <Switch
          key={form.key(name)}
          label={label}
          data-testid={TestId.clinicSwitch}
          data-switch={name}
          {...form.getInputProps(name, { type: 'checkbox' })}
        />
      ))}
    </SimpleGrid>
  );
}

/** B27–B29: consent on opens 3 empty slots; off clears the slots and the additional text. */
export function ConsentSwitch({ form }: { form: ClinicForm }) {
  return (
    <Switch
      label="Consent"
      data-testid={TestId.clinicSwitch}
      data-switch="allowConsent"
      key={form.key('allowConsent')}
      {...form.getInputProps('allowConsent', { type: 'checkbox' })}
      onChange={(event) => {
        const on = event.currentTarget.checked;
        form.setFieldValue('allowConsent', on);
        form.setFieldValue('consents', on ? consentSlots([]) : []);
        if (!on) {
          form.setFieldValue('additionalConsentText', '');
          form.setFieldValue('requireConsentCheck', false);
        }
      }}
    />
  );
}
