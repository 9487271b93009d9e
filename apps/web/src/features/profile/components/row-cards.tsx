import { ActionIcon, Button, Card, Group, Text } from '@mantine/core';
import { IconPlus, IconTrash } from '@tabler/icons-react';
import type { Dispatch, ReactNode, SetStateAction } from 'react';

interface RowCardsProps<Row> {
  rows: Row[];
  setRows: Dispatch<SetStateAction<Row[]>>;
  /** What one row is, in lower case: "allergy" titles the cards "Allergy 1", "Allergy 2"… */
  noun: string;
  /** The row "Add" appends. */
  blank: Row;
  addTestId: string;
  /** A row's fields; `set` changes one field of this row. */
  children: (row: Row, index: number, set: (key: keyof Row, value: string) => void) => ReactNode;
}

/** F37, F38: the profile's list editors: a numbered card a row, each with its remove button, then "Add". */
export function RowCards<Row>({
  rows,
  setRows,
  noun,
  blank,
  addTestId,
  children,
}: RowCardsProps<Row>) {
  const title = noun.charAt(0).toUpperCase() + noun.slice(1);
  const setField = (index: number) => (key: keyof Row, value: string) =>
    setRows((list) => list.map((row, i) => (i === index ? { ...row, [key]: value } : row)));
  return (
    <>
      {rows.map((row, index) => (
        <Card key={index} withBorder padding="sm">
          <Group justify="space-between" mb="xs">
            <Text fw={600} size="sm">
              {title} {index + 1}
            </Text>
            <ActionIcon
              variant="subtle"
              color="red"
              aria-label={`Remove ${noun} ${index + 1}`}
              onClick={() => setRows((list) => list.filter((_, i) => i !== index))}
            >
              <IconTrash size={16} />
            </ActionIcon>
          </Group>
          {children(row, index, setField(index))}
        </Card>
      ))}
      <Button
        variant="light"
        leftSection={<IconPlus size={16} />}
        onClick={() => setRows((list) => [...list, blank])}
        data-testid={addTestId}
      >
        Add {noun}
      </Button>
    </>
  );
}
