import {
  Alert,
  Button,
  Checkbox,
  Group,
  NumberInput,
  Paper,
  Select,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { useForm } from '@mantine/form';
import { IconAlertCircle } from '@tabler/icons-react';
import { useState } from 'react';
import {
  rpmQrText,
  type ClinicPartnerSchema,
  type Device,
} from '@clinicall/shared/monitoring/partners';
import { RpmMessages } from '@clinicall/shared/monitoring/signup';
import { maskBirthDate } from '@clinicall/shared/people/birth-date';
import { HEIGHTS, type PatientProfile } from '@clinicall/shared/people/patient-profile';
import { maskPhone, PHONE_MAX_CHARS } from '@clinicall/shared/people/phone';
import { TestId } from '@clinicall/shared/test-ids';
import type { z } from 'zod';
import { TextLimit } from '@clinicall/shared/constants';
import { isApiError } from '../../../lib/api-error';
import { useSendSignup } from '../api/send-signup';
import { DeviceLabels } from './device-labels';
import { PartnerQrCode } from './partner-qr-code';
import {
  initialValues,
  MRN_MAX,
  onFileOf,
  toPayload,
  validateSignup,
  ZIP_MAX,
  type OnFile,
  type SignupValues,
} from './signup-form-values';

interface SignupFieldsProps {
  profile: PatientProfile;
  partner: z.infer<typeof ClinicPartnerSchema>;
  patientId: number;
  onSent: () => void;
}

const ON_FILE = 'From the patient’s profile';

/** The form itself, once the profile and the partner are known. */
export function SignupFields({ profile, partner, patientId, onSent }: SignupFieldsProps) {
  const onFile = onFileOf(profile);
  const weightRequired = partner.morleyAssociated;
  const form = useForm<SignupValues>({
    initialValues: initialValues(profile),
    validate: (values) => validateSignup(values, { onFile, weightRequired }),
  });
  const [invalid, setInvalid] = useState(false);
  const send = useSendSignup(partner.key);
  // G25, G27: what the profile has is shown, not edited here: the profile's value is the one sent.
  const fromProfile = (field: keyof OnFile) =>
    onFile[field] ? { readOnly: true, variant: 'filled', description: ON_FILE } : {};
  const star = (field: keyof OnFile) => !onFile[field];
  const submit = form.onSubmit(
    (values) => {
      setInvalid(false);
      send.mutate(toPayload(patientId, values), { onSuccess: onSent });
    },
    () => setInvalid(true),
  );
  const saveError = send.error;

  return (
    <Paper withBorder radius="md" p={{ base: 'md', sm: 'lg' }}>
      <form
        onSubmit={submit}
        noValidate
        data-testid={TestId.rpmSignupForm}
        aria-labelledby="rpm-signup-title"
      >
        <Stack gap="md">
          <div>
            <Title order={3} fz="h4" id="rpm-signup-title">
              Sign up with {partner.companyName}
            </Title>
            <Text size="sm" c="dimmed">
              The partner sends the devices to the patient and starts monitoring once they are set
              up.
            </Text>
          </div>
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
            <TextInput
              label="First name"
              name="firstName"
              required
              maxLength={TextLimit.tiny}
              {...form.getInputProps('firstName')}
            />
            <TextInput
              label="Last name"
              name="lastName"
              required
              maxLength={TextLimit.tiny}
              {...form.getInputProps('lastName')}
            />
            <Select
              label="Gender"
              name="gender"
              required
              data={[
                { value: 'male', label: 'Male' },
                { value: 'female', label: 'Female' },
              ]}
              allowDeselect={false}
              {...form.getInputProps('gender')}
            />
            <TextInput
              label="Date of birth"
              name="dateOfBirth"
              required
              placeholder="MM/DD/YYYY"
              inputMode="numeric"
              {...form.getInputProps('dateOfBirth')}
              onChange={(event) =>
                form.setFieldValue('dateOfBirth', maskBirthDate(event.currentTarget.value))
              }
            />
            {/* G26: the MRN stops at the short text limit. */}
            <TextInput label="MRN" name="mrn" maxLength={MRN_MAX} {...form.getInputProps('mrn')} />
            <TextInput
              label="Email"
              name="email"
              type="email"
              required
              maxLength={TextLimit.normal}
              {...form.getInputProps('email')}
            />
            <TextInput
              label="Phone number"
              name="phoneNumber"
              type="tel"
              leftSection="+1"
              placeholder="(000) 000-0000"
              maxLength={PHONE_MAX_CHARS}
              required={star('phoneNumber')}
              {...form.getInputProps('phoneNumber')}
              onChange={(event) =>
                form.setFieldValue('phoneNumber', maskPhone(event.currentTarget.value))
              }
              {...fromProfile('phoneNumber')}
            />
            <Select
              label="Height"
              name="height"
              data={[...HEIGHTS]}
              searchable
              clearable={!onFile.height}
              {...form.getInputProps('height')}
              {...fromProfile('height')}
            />
            <NumberInput
              label="Weight (lbs)"
              name="weight"
              min={1}
              max={999}
              clampBehavior="none"
              required={weightRequired && star('weight')}
              {...form.getInputProps('weight')}
              {...fromProfile('weight')}
            />
            <TextInput
              label="Address"
              name="address"
              required={star('address')}
              maxLength={TextLimit.normal}
              {...form.getInputProps('address')}
              {...fromProfile('address')}
            />
            <TextInput
              label="City"
              name="city"
              required={star('city')}
              maxLength={TextLimit.short}
              {...form.getInputProps('city')}
              {...fromProfile('city')}
            />
            <TextInput
              label="State"
              name="state"
              required={star('state')}
              maxLength={TextLimit.tiny}
              {...form.getInputProps('state')}
              {...fromProfile('state')}
            />
            <TextInput
              label="Zip code"
              name="zipCode"
              required={star('zipCode')}
              maxLength={ZIP_MAX}
              inputMode="numeric"
              {...form.getInputProps('zipCode')}
              {...fromProfile('zipCode')}
            />
          </SimpleGrid>
          <Group align="flex-start" gap="xl" wrap="wrap">
            <Checkbox.Group
              label="Devices"
              withAsterisk
              description="The devices the partner sends to the patient"
              data-testid={TestId.rpmSignupDevices}
              style={{ flex: '1 1 220px' }}
              {...form.getInputProps('devices')}
              onChange={(value) => form.setFieldValue('devices', value as Device[])}
            >
              <Stack gap="xs" mt="xs">
                {partner.devices.map((device) => (
                  <Checkbox
                    key={device}
                    value={device}
                    label={DeviceLabels[device]}
                    data-testid={TestId.rpmSignupDevice}
                  />
                ))}
              </Stack>
            </Checkbox.Group>
            {partner.morleyAssociated && (
              <PartnerQrCode
                text={rpmQrText(partner.key, patientId)}
                caption={`The patient scans this code with the ${partner.companyName} app to pair their devices.`}
              />
            )}
          </Group>
          {invalid && (
            <Alert
              color="red"
              variant="light"
              icon={<IconAlertCircle aria-hidden />}
              role="alert"
              data-testid={TestId.rpmSignupInvalid}
            >
              {RpmMessages.formInvalid}
            </Alert>
          )}
          {saveError && (
            <Alert
              color="red"
              variant="light"
              title={RpmMessages.saveFailed}
              icon={<IconAlertCircle aria-hidden />}
              role="alert"
              data-testid={TestId.rpmSignupSaveError}
            >
              {/* A refusal the provider can act on (a missing field) says why; anything else only fails. */}
              {isApiError(saveError) && saveError.code === 'VALIDATION' ? saveError.message : null}
            </Alert>
          )}
          <Group justify="flex-end">
            <Button type="submit" loading={send.isPending} data-testid={TestId.rpmSignupSubmit}>
              Send sign-up
            </Button>
          </Group>
        </Stack>
      </form>
    </Paper>
  );
}
