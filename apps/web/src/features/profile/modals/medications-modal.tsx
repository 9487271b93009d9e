import {
  ActionIcon,
  Button,
  Card,
  Group,
  Select,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
} from '@mantine/core';
import { IconPlus, IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import { MEDICATION_METHODS } from '@clinicall/shared/people/patient-profile';
import { TestId } from '@clinicall/shared/test-ids';
import { EditModal } from '../components/edit-modal';
import type { ProfileEditor } from '../hooks/use-profile-editor';

type Row = { name: string; dosage: string; frequency: string; method: string };

/** F37: each medication needs a name, dosage, frequency and one of the four methods. */
export function MedicationsModal({
  editor,
  onClose,
}: {
  editor: ProfileEditor;
  onClose: () => void;
}) {
  const [rows, setRows] = useState<Row[]>(
    editor.fields.medicineInfo.medications.map((m) => ({ ...m })),
  );
  const set = (index: number, key: keyof Row, value: string) =>
    setRows((list) => list.map((row, i) => (i === index ? { ...row, [key]: value } : row)));
  const patch = () => ({
    medicineInfo: { ...editor.fields.medicineInfo, medications: rows as never },
  });
  return (
    <EditModal title="Change medications" editor={editor} onClose={onClose} patch={patch}>
      {(errors) => (
        <Stack gap="sm">
          {rows.length === 0 && <Text c="dimmed">No medications listed.</Text>}
          {rows.map((row, index) => {
            const at = (key: string) => errors[`medicineInfo.medications.${index}.${key}`];
            return (
              <Card key={index} withBorder padding="sm">
                <Group justify="space-between" mb="xs">
                  <Text fw={600} size="sm">
                    Medication {index + 1}
                  </Text>
                  <ActionIcon
                    variant="subtle"
                    color="red"
                    aria-label={`Remove medication ${index + 1}`}
                    onClick={() => setRows((list) => list.filter((_, i) => i !== index))}
                  >
                    <IconTrash size={16} />
                  </ActionIcon>
                </Group>
                <SimpleGrid cols={{ base: 1, sm: 2 }}>
                  <TextInput
                    label="Name"
                    withAsterisk
                    value={row.name}
                    error={at('name')}
                    onChange={(e) => set(index, 'name', e.currentTarget.value)}
                  />
                  <TextInput
                    label="Dosage"
                    withAsterisk
                    value={row.dosage}
                    error={at('dosage')}
                    onChange={(e) => set(index, 'dosage', e.currentTarget.value)}
                  />
                  <TextInput
                    label="Frequency"
                    withAsterisk
                    value={row.frequency}
                    error={at('frequency')}
                    onChange={(e) => set(index, 'frequency', e.currentTarget.value)}
                  />
                  <Select
                    label="Method"
                    withAsterisk
                    data={[...MEDICATION_METHODS]}
                    value={row.method || null}
                    error={at('method')}
                    onChange={(value) => set(index, 'method', value ?? '')}
                  />
                </SimpleGrid>
              </Card>
            );
          })}
          <Button
            variant="light"
            leftSection={<IconPlus size={16} />}
            onClick={() =>
              setRows((list) => [...list, { name: '', dosage: '', frequency: '', method: '' }])
            }
            data-testid={TestId.medicationAdd}
          >
            Add medication
          </Button>
        </Stack>
      )}
    </EditModal>
  );
}
