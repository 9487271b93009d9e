import { Select, SimpleGrid, Stack, Switch, TextInput } from '@mantine/core';
import { useState } from 'react';
import { OTHER_CHOICE } from '@clinicall/shared/people/lookups';
import { PeopleMessages } from '@clinicall/shared/people/messages';
import { TestId } from '@clinicall/shared/test-ids';
import { EditModal } from '../components/edit-modal';
import { RowCards } from '../components/row-cards';
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

/** A choice from the list; "Other" opens a free-text field, which then carries the error. */
function ChoiceWithOther(props: {
  label: string;
  data: readonly string[];
  choice: string;
  other: string;
  error: string | undefined;
  onChoice: (value: string) => void;
  onOther: (value: string) => void;
}) {
  const isOther = props.choice === OTHER_CHOICE;
  return (
    <Stack gap="xs">
      <Select
        label={props.label}
        withAsterisk
        data={props.data}
        value={props.choice || null}
        error={isOther ? undefined : props.error}
        onChange={(v) => props.onChoice(v ?? '')}
      />
      {isOther && (
        <TextInput
          label={`Other ${props.label.toLowerCase()}`}
          withAsterisk
          value={props.other}
          error={props.error}
          onChange={(e) => props.onOther(e.currentTarget.value)}
        />
      )}
    </Stack>
  );
}

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
          {isAllergic && (
            <RowCards
              rows={rows}
              setRows={setRows}
              noun="allergy"
              blank={{ type: '', typeOther: '', symptom: '', symptomOther: '' }}
              addTestId={TestId.allergyAdd}
            >
              {(row, index, set) => {
                const at = (key: string) => errors[`medicineInfo.allergies.${index}.${key}`];
                return (
                  <SimpleGrid cols={{ base: 1, sm: 2 }}>
                    <ChoiceWithOther
                      label="Type"
                      data={types}
                      choice={row.type}
                      other={row.typeOther}
                      error={at('type')}
                      onChoice={(v) => set('type', v)}
                      onOther={(v) => set('typeOther', v)}
                    />
                    <ChoiceWithOther
                      label="Reaction"
                      data={symptoms}
                      choice={row.symptom}
                      other={row.symptomOther}
                      error={at('symptom')}
                      onChoice={(v) => set('symptom', v)}
                      onOther={(v) => set('symptomOther', v)}
                    />
                  </SimpleGrid>
                );
              }}
            </RowCards>
          )}
        </Stack>
      )}
    </EditModal>
  );
}
