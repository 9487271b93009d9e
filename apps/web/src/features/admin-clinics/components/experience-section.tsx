import { ActionIcon, Button, Group, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { IconPlus, IconTrash } from '@tabler/icons-react';
import { ExperienceImages } from './experience-images';
import { AdminClinicLimits } from '@clinicall/shared/admin-clinic';
import { TestId } from '@clinicall/shared/test-ids';
import type { ClinicForm } from './clinic-form-type';

/** B51, B52, I25: experience boxes (name and link, at most 5) and experience images (at most 5). */
export function ExperienceSection({ form }: { form: ClinicForm }) {
  const { experienceBoxes, allowExperienceBuilder } = form.getValues();
  return (
    <Stack gap="sm">
      {allowExperienceBuilder ? (
        <>
          <Text size="sm" fw={600}>
            Experience boxes
          </Text>
          {experienceBoxes.map((_, index) => (
            <Group key={index} align="flex-start" wrap="nowrap" gap="xs">
              <SimpleGrid cols={{ base: 1, sm: 2 }} style={{ flex: 1 }}>
                <TextInput
                  label="Name"
                  withAsterisk
                  maxLength={100}
                  {...form.getInputProps(`experienceBoxes.${index}.name`)}
                />
                <TextInput
                  label="URL"
                  withAsterisk
                  placeholder="https://"
                  {...form.getInputProps(`experienceBoxes.${index}.url`)}
                />
              </SimpleGrid>
              <ActionIcon
                mt={28}
                variant="subtle"
                color="red"
                aria-label={`Remove experience box ${index + 1}`}
                onClick={() => form.removeListItem('experienceBoxes', index)}
              >
                <IconTrash size={18} />
              </ActionIcon>
            </Group>
          ))}
          <Group>
            <Button
              variant="light"
              leftSection={<IconPlus size={16} />}
              disabled={experienceBoxes.length >= AdminClinicLimits.experienceBoxes}
              data-testid={TestId.clinicAddExperienceBox}
              onClick={() => form.insertListItem('experienceBoxes', { name: '', url: '' })}
            >
              Add experience box
            </Button>
            <Text size="xs" c="dimmed">
              {experienceBoxes.length} of {AdminClinicLimits.experienceBoxes}
            </Text>
          </Group>
        </>
      ) : (
        <Text size="sm" c="dimmed">
          Turn on the experience builder to add experience boxes.
        </Text>
      )}
      <ExperienceImages form={form} />
    </Stack>
  );
}
