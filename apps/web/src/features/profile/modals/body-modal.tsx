import { NumberInput, Select } from '@mantine/core';
import { useState } from 'react';
import { HEIGHTS } from '@clinicall/shared/people/patient-profile';
import { EditModal } from '../components/edit-modal';
import type { ProfileEditor } from '../hooks/use-profile-editor';

/** F33: weight 0 to 999 lbs; height from 1'0" to 7'11". */
export function BodyModal({ editor, onClose }: { editor: ProfileEditor; onClose: () => void }) {
  const info = editor.fields.medicineInfo;
  const [weight, setWeight] = useState<number | null>(info.weight);
  const [height, setHeight] = useState<string | null>(info.height);
  return (
    <EditModal
      title="Change weight and height"
      editor={editor}
      onClose={onClose}
      patch={() => ({ medicineInfo: { ...info, weight, height } })}
    >
      {(errors) => (
        <>
          <NumberInput
            label="Weight (lbs)"
            min={0}
            max={999}
            // A weight out of range stays as typed and is refused with F33's message on Update;
            // clamping it to 999 changed what the user typed without a word (issue 21).
            clampBehavior="none"
            value={weight ?? ''}
            error={errors['medicineInfo.weight']}
            onChange={(v) => setWeight(typeof v === 'number' ? v : null)}
          />
          <Select
            label="Height"
            data={[...HEIGHTS]}
            value={height}
            searchable
            clearable
            onChange={setHeight}
          />
        </>
      )}
    </EditModal>
  );
}
