import { Checkbox, Stack } from '@mantine/core';
import { useState } from 'react';
import { EditModal } from '../components/edit-modal';
import { useMedicalHistoryData } from '../api/get-lookups';
import type { ProfileEditor } from '../hooks/use-profile-editor';

/** F17, F24: the medical history groups (mental health, blood/lymph/infections, …) as checkboxes. */
export function MedicalHistoryModal({
  editor,
  onClose,
}: {
  editor: ProfileEditor;
  onClose: () => void;
}) {
  const groups = useMedicalHistoryData().data ?? [];
  const [history, setHistory] = useState<Record<string, string[]>>({
    ...editor.fields.medicalHistory,
  });
  return (
    <EditModal
      title="Change medical history"
      editor={editor}
      onClose={onClose}
      patch={() => ({ medicalHistory: history })}
    >
      {() => (
        <Stack gap="md">
          {groups.map((group) => (
            <Checkbox.Group
              key={group.key}
              label={group.label}
              value={history[group.key] ?? []}
              onChange={(value) => setHistory((h) => ({ ...h, [group.key]: value }))}
            >
              <Stack gap={6} mt="xs">
                {group.items.map((item) => (
                  <Checkbox key={item} value={item} label={item} />
                ))}
              </Stack>
            </Checkbox.Group>
          ))}
        </Stack>
      )}
    </EditModal>
  );
}
