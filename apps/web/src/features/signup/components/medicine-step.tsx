import { ActionIcon, Button, Group, Select, Stack, Switch, Text, TextInput } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import { IconPlus, IconTrash } from '@tabler/icons-react';
import { MedicineFormSchema, type MedicineForm } from '@clinicall/shared/signup/forms';
import { MEDICATION_METHODS } from '@clinicall/shared/signup/schemas';
import { TestId } from '@clinicall/shared/test-ids';
import { WizardButtons } from './wizard-buttons';

interface MedicineStepProps {
  initial: MedicineForm;
  onBack: () => void;
  onNext: (values: MedicineForm) => void;
}

/** F111: optional allergies (only while allergic: off clears them) and medications. */
export function MedicineStep({ initial, onBack, onNext }: MedicineStepProps) {
  const form = useForm<MedicineForm>({
    initialValues: initial,
    validate: schemaResolver(MedicineFormSchema, { sync: true }),
  });
  const setAllergic = (on: boolean) => {
    form.setFieldValue('isAllergic', on);
    if (!on) form.setFieldValue('allergies', []);
  };
  return (
    <form onSubmit={form.onSubmit(onNext)} noValidate data-testid={TestId.signupStep}>
      <Stack gap="md">
        <Switch
          label="I have allergies"
          checked={form.values.isAllergic}
          onChange={(event) => setAllergic(event.currentTarget.checked)}
        />
        {form.values.isAllergic && (
          <Stack gap="xs">
            <Text fw={500}>Allergies</Text>
            {form.values.allergies.map((_, index) => (
              <Group key={index} align="flex-start" wrap="nowrap">
                <TextInput
                  label="Type"
                  placeholder="e.g. Penicillin"
                  style={{ flex: 1 }}
                  {...form.getInputProps(`allergies.${index}.type`)}
                />
                <TextInput
                  label="Reaction"
                  placeholder="e.g. Rash"
                  style={{ flex: 1 }}
                  {...form.getInputProps(`allergies.${index}.symptom`)}
                />
                <ActionIcon
                  variant="subtle"
                  color="red"
                  mt={28}
                  aria-label="Remove allergy"
                  onClick={() => form.removeListItem('allergies', index)}
                >
                  <IconTrash size={16} />
                </ActionIcon>
              </Group>
            ))}
            <Button
              variant="light"
              leftSection={<IconPlus size={16} />}
              w="fit-content"
              onClick={() => form.insertListItem('allergies', { type: '', symptom: '' })}
            >
              Add allergy
            </Button>
          </Stack>
        )}
        <Stack gap="xs">
          <Text fw={500}>Medications</Text>
          {form.values.medications.map((_, index) => (
            <Group key={index} align="flex-start" wrap="wrap" gap="xs">
              <TextInput
                label="Name"
                w={160}
                {...form.getInputProps(`medications.${index}.name`)}
              />
              <TextInput
                label="Dosage"
                w={110}
                {...form.getInputProps(`medications.${index}.dosage`)}
              />
              <TextInput
                label="Frequency"
                w={120}
                {...form.getInputProps(`medications.${index}.frequency`)}
              />
              <Select
                label="Method"
                w={120}
                data={[...MEDICATION_METHODS]}
                {...form.getInputProps(`medications.${index}.method`)}
              />
              <ActionIcon
                variant="subtle"
                color="red"
                mt={28}
                aria-label="Remove medication"
                onClick={() => form.removeListItem('medications', index)}
              >
                <IconTrash size={16} />
              </ActionIcon>
            </Group>
          ))}
          <Button
            variant="light"
            leftSection={<IconPlus size={16} />}
            w="fit-content"
            onClick={() =>
              form.insertListItem('medications', {
                name: '',
                dosage: '',
                frequency: '',
                method: '',
              })
            }
          >
            Add medication
          </Button>
        </Stack>
        <WizardButtons onBack={onBack} />
      </Stack>
    </form>
  );
}
