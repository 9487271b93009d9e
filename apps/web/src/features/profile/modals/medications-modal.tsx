import { Select, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { useState } from 'react';
import { MEDICATION_METHODS } from '@clinicall/shared/people/patient-profile';
import { TestId } from '@clinicall/shared/test-ids';
import { EditModal } from '../components/edit-modal';
import { RowCards } from '../components/row-cards';
import type { ProfileEditor } from '../hooks/use-profile-editor';

type Row = { name: string; dosage: string; frequency: string; method: string };

/** The free-text fields of a row, in the order they are shown; the method is a choice. */
const textFields: [keyof Row, string][] = [
  ['name', 'Name'],
  ['dosage', 'Dosage'],
  ['frequency', 'Frequency'],
];

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
  const patch = () => ({
    medicineInfo: { ...editor.fields.medicineInfo, medications: rows as never },
  });
  return (
    <EditModal title="Change medications" editor={editor} onClose={onClose} patch={patch}>
      {(errors) => (
        <Stack gap="sm">
          {rows.length === 0 && <Text c="dimmed">No medications listed.</Text>}
          <RowCards
            rows={rows}
            setRows={setRows}
            noun="medication"
            blank={{ name: '', dosage: '', frequency: '', method: '' }}
            addTestId={TestId.medicationAdd}
          >
            {(row, index, set) => {
              const at = (key: string) => errors[`medicineInfo.medications.${index}.${key}`];
              return (
                <SimpleGrid cols={{ base: 1, sm: 2 }}>
                  {textFields.map(([key, label]) => (
                    <TextInput
                      key={key}
                      label={label}
                      withAsterisk
                      value={row[key]}
                      error={at(key)}
                      onChange={(e) => set(key, e.currentTarget.value)}
                    />
                  ))}
                  <Select
                    label="Method"
                    withAsterisk
                    data={[...MEDICATION_METHODS]}
                    value={row.method || null}
                    error={at('method')}
                    onChange={(value) => set('method', value ?? '')}
                  />
                </SimpleGrid>
              );
            }}
          </RowCards>
        </Stack>
      )}
    </EditModal>
  );
}
