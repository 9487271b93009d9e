import {
  ActionIcon,
  Button,
  Group,
  Paper,
  Select,
  SimpleGrid,
  Stack,
  Switch,
  Text,
  TextInput,
} from '@mantine/core';
import { IconPlus, IconTrash } from '@tabler/icons-react';
import { ADDRESS_TYPES, AdminClinicLimits } from '@clinicall/shared/admin-clinic';
import { TestId } from '@clinicall/shared/test-ids';
import { emptyAddress } from './clinic-form-values';
import type { ClinicForm } from './clinic-form-type';

/** B48, B49: the clinic's address boxes. */
export function AddressBoxes({ form }: { form: ClinicForm }) {
  const addresses = form.getValues().addresses;
  const field = (index: number, name: string) => form.getInputProps(`addresses.${index}.${name}`);
  return (
    <Stack gap="sm">
      {addresses.length === 0 && (
        <Text size="sm" c="dimmed">
          No addresses yet.
        </Text>
      )}
      {addresses.map((_, index) => (
        <Paper key={index} withBorder p="sm" radius="md">
          <Stack gap="xs">
            <Group justify="space-between">
              <Text fw={600}>Address {index + 1}</Text>
              <ActionIcon
                variant="subtle"
                color="red"
                aria-label={`Remove address ${index + 1}`}
                onClick={() => form.removeListItem('addresses', index)}
              >
                <IconTrash size={18} />
              </ActionIcon>
            </Group>
            <SimpleGrid cols={{ base: 1, sm: 2 }}>
              <TextInput
                label="Address"
                withAsterisk
                maxLength={200}
                {...field(index, 'firstStreetLine')}
              />
              <TextInput
                label="Address line 2"
                maxLength={200}
                {...field(index, 'secondStreetLine')}
              />
              <TextInput label="City" withAsterisk maxLength={100} {...field(index, 'city')} />
              <TextInput label="State" withAsterisk maxLength={50} {...field(index, 'state')} />
              <Select
                label="Address type"
                withAsterisk
                data={[...ADDRESS_TYPES]}
                {...field(index, 'addressType')}
              />
              <TextInput
                label="ZIP code"
                withAsterisk
                maxLength={10}
                inputMode="numeric"
                {...field(index, 'postalCode')}
              />
            </SimpleGrid>
            <Switch
              label="Address active"
              {...form.getInputProps(`addresses.${index}.addressActive`, { type: 'checkbox' })}
            />
          </Stack>
        </Paper>
      ))}
      {addresses.length < AdminClinicLimits.addresses && (
        <Group>
          <Button
            variant="light"
            leftSection={<IconPlus size={16} />}
            data-testid={TestId.clinicAddAddress}
            onClick={() => form.insertListItem('addresses', emptyAddress())}
          >
            Add address
          </Button>
        </Group>
      )}
    </Stack>
  );
}
