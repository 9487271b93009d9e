import {
  ActionIcon,
  Button,
  Card,
  Group,
  Select,
  SimpleGrid,
  Stack,
  Switch,
  Text,
  TextInput,
} from '@mantine/core';
import { IconPlus, IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import { OTHER_CHOICE } from '@clinicall/shared/people/lookups';
import { PeopleMessages } from '@clinicall/shared/people/messages';
import { TestId } from '@clinicall/shared/test-ids';
import { EditModal } from '../components/edit-modal';
import { useAllergySymptoms, useAllergyTypes } from '../api/get-lookups';
import type { ProfileEditor } from '../hooks/use-profile-editor';

/** A row as edited: a choice from the list, or "Other" with free text. */
type Row = { type: string; typeOther: string; symptom: string; symptomOther: string };

const toRow =
  (known: readonly string[], symptoms: readonly string[]) =>
  (a: { type: string; symptom: string }): Row => ({
    type: known.includes(a.type) ? a.type : OTHER_CHOICE,
    typeOther: known.includes(a.type) ? '' : a.type,
    symptom: symptoms.includes(a.symptom) ? a.symptom : OTHER_CHOICE,
    symptomOther: symptoms.includes(a.symptom) ? '' : a.symptom,
  });

const resolved = (choice: string, other: string) => (choice === OTHER_CHOICE ? other : choice);

/** F38, F39, F36: allergy rows with free text for "Other"; switching the flag off clears the list. */
export function AllergiesModal({
  editor,
  onClose,
}: {
  editor: ProfileEditor;
  onClose: () => void;
}) {
  const types = useAllergyTypes().data ?? [];
  const symptoms = useAllergySymptoms().data ?? [];
  const info = editor.fields.medicineInfo;
  const [isAllergic, setAllergic] = useState(info.isAllergic);
  const [rows, setRows] = useState<Row[]>(() => info.allergies.map(toRow(types, symptoms)));
  const set = (index: number, key: keyof Row, value: string) =>
    setRows((list) => list.map((row, i) => (i === index ? { ...row, [key]: value } : row)));
  const allergies = () =>
    rows.map((r) => ({
      type: resolved(r.type, r.typeOther),
      symptom: resolved(r.symptom, r.symptomOther),
    }));
  const precheck = () => {
    const seen = new Set<string>();
    for (const a of allergies()) {
      const key = `${a.type.trim().toLowerCase()}|${a.symptom.trim().toLowerCase()}`;
      if (a.type.trim() && seen.has(key)) return { form: PeopleMessages.itemPresent };
      seen.add(key);
    }
    return null;
  };
  return (
    <EditModal
      title="Change allergies"
      editor={editor}
      onClose={onClose}
      precheck={precheck}
      patch={() => ({
        medicineInfo: { ...info, isAllergic, allergies: isAllergic ? allergies() : [] },
      })}
    >
      {(errors) => (
        <Stack gap="sm">
          <Switch
            label="I have allergies"
            checked={isAllergic}
            onChange={(e) => {
              const on = e.currentTarget.checked;
              setAllergic(on);
              if (!on) setRows([]);
            }}
          />
          {isAllergic &&
            rows.map((row, index) => {
              const at = (key: string) => errors[`medicineInfo.allergies.${index}.${key}`];
              return (
                <Card key={index} withBorder padding="sm">
                  <Group justify="space-between" mb="xs">
                    <Text fw={600} size="sm">
                      Allergy {index + 1}
                    </Text>
                    <ActionIcon
                      variant="subtle"
                      color="red"
                      aria-label={`Remove allergy ${index + 1}`}
                      onClick={() => setRows((list) => list.filter((_, i) => i !== index))}
                    >
                      <IconTrash size={16} />
                    </ActionIcon>
                  </Group>
                  <SimpleGrid cols={{ base: 1, sm: 2 }}>
                    <Stack gap="xs">
                      <Select
                        label="Type"
                        withAsterisk
                        data={types}
                        value={row.type || null}
                        error={row.type === OTHER_CHOICE ? undefined : at('type')}
                        onChange={(v) => set(index, 'type', v ?? '')}
                      />
                      {row.type === OTHER_CHOICE && (
                        <TextInput
                          label="Other type"
                          withAsterisk
                          value={row.typeOther}
                          error={at('type')}
                          onChange={(e) => set(index, 'typeOther', e.currentTarget.value)}
                        />
                      )}
                    </Stack>
                    <Stack gap="xs">
                      <Select
                        label="Reaction"
                        withAsterisk
                        data={symptoms}
                        value={row.symptom || null}
                        error={row.symptom === OTHER_CHOICE ? undefined : at('symptom')}
                        onChange={(v) => set(index, 'symptom', v ?? '')}
                      />
                      {row.symptom === OTHER_CHOICE && (
                        <TextInput
                          label="Other reaction"
                          withAsterisk
                          value={row.symptomOther}
                          error={at('symptom')}
                          onChange={(e) => set(index, 'symptomOther', e.currentTarget.value)}
                        />
                      )}
                    </Stack>
                  </SimpleGrid>
                </Card>
              );
            })}
          {isAllergic && (
            <Button
              variant="light"
              leftSection={<IconPlus size={16} />}
              onClick={() =>
                setRows((list) => [
                  ...list,
                  { type: '', typeOther: '', symptom: '', symptomOther: '' },
                ])
              }
              data-testid={TestId.allergyAdd}
            >
              Add allergy
            </Button>
          )}
        </Stack>
      )}
    </EditModal>
  );
}
