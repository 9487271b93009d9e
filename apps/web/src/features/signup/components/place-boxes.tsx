import { ActionIcon, Button, Card, Group, Stack, Text, TextInput } from '@mantine/core';
import type { GetInputPropsReturnType } from '@mantine/form';
import { IconPlus, IconTrash } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { TestId } from '@clinicall/shared/test-ids';

interface PlaceBoxesProps {
  places: readonly { name: string; address: string }[];
  /** "Office" or "Hospital": the boxes' title and the add button's. */
  noun: string;
  /** The form's props for one box's field. */
  inputProps: (index: number, key: 'name' | 'address') => GetInputPropsReturnType;
  /** An error of the list as a whole (no office yet, F124). */
  listError: ReactNode;
  onAdd: () => void;
  onRemove: (index: number) => void;
}

/** F124, F125: a dynamic list of boxes, each a name and an address. */
export function PlaceBoxes(props: PlaceBoxesProps) {
  const { places, noun, inputProps, listError, onAdd, onRemove } = props;
  return (
    <Stack gap="sm">
      {places.map((_, index) => (
        <Card key={index} withBorder padding="sm">
          <Group justify="space-between" mb="xs">
            <Text fw={500}>
              {noun} {index + 1}
            </Text>
            <ActionIcon
              variant="subtle"
              color="red"
              aria-label={`Remove ${noun.toLowerCase()} ${index + 1}`}
              data-testid={TestId.signupPlaceRemove}
              onClick={() => onRemove(index)}
            >
              <IconTrash size={16} />
            </ActionIcon>
          </Group>
          <Stack gap="xs">
            <TextInput
              label="Name"
              maxLength={255}
              data-testid={TestId.signupPlaceName}
              {...inputProps(index, 'name')}
            />
            <TextInput
              label="Address"
              maxLength={1000}
              data-testid={TestId.signupPlaceAddress}
              {...inputProps(index, 'address')}
            />
          </Stack>
        </Card>
      ))}
      {listError && (
        <Text c="red" size="sm" role="alert" data-testid={TestId.signupPlacesError}>
          {listError}
        </Text>
      )}
      <Button
        variant="light"
        leftSection={<IconPlus size={16} aria-hidden />}
        onClick={onAdd}
        data-testid={TestId.signupPlaceAdd}
        style={{ alignSelf: 'flex-start' }}
      >
        Add {noun.toLowerCase()}
      </Button>
    </Stack>
  );
}
