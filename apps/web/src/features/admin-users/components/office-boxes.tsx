import {
  ActionIcon,
  Button,
  Group,
  Input,
  Paper,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
} from '@mantine/core';
import type { GetInputPropsReturnType } from '@mantine/form';
import { IconPlus, IconTrash } from '@tabler/icons-react';
import { TestId } from '@clinicall/shared/test-ids';

/** Offices a provider form holds; more would not fit a profile anyway. */
export const MAX_OFFICES = 50;

/** B50, B64: the provider's in-office addresses, one box each (name, address, city and state). */
export function OfficeBoxes(props: {
  count: number;
  inputProps: (
    index: number,
    key: 'name' | 'address' | 'city' | 'state',
  ) => GetInputPropsReturnType;
  onAdd: () => void;
  onRemove: (index: number) => void;
}) {
  return (
    <Stack gap="xs">
      <Input.Label>Offices</Input.Label>
      {props.count === 0 && (
        <Text size="sm" c="dimmed">
          No offices yet.
        </Text>
      )}
      {Array.from({ length: props.count }, (_, index) => (
        <Paper key={index} withBorder p="sm" radius="md" data-testid={TestId.staffOffice}>
          <Group align="flex-start" wrap="nowrap" gap="xs">
            <SimpleGrid cols={{ base: 1, sm: 2 }} style={{ flex: 1 }}>
              <TextInput label="Office name" withAsterisk {...props.inputProps(index, 'name')} />
              <TextInput
                label="Address"
                withAsterisk
                placeholder="Street and number"
                {...props.inputProps(index, 'address')}
              />
              <TextInput label="City" withAsterisk {...props.inputProps(index, 'city')} />
              <TextInput label="State" withAsterisk {...props.inputProps(index, 'state')} />
            </SimpleGrid>
            <ActionIcon
              mt={28}
              variant="subtle"
              color="red"
              aria-label={`Remove office ${index + 1}`}
              onClick={() => props.onRemove(index)}
            >
              <IconTrash size={18} />
            </ActionIcon>
          </Group>
        </Paper>
      ))}
      <Group>
        <Button
          variant="light"
          leftSection={<IconPlus size={16} />}
          disabled={props.count >= MAX_OFFICES}
          data-testid={TestId.staffAddOffice}
          onClick={props.onAdd}
        >
          Add office
        </Button>
      </Group>
    </Stack>
  );
}
