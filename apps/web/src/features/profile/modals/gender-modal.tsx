import { Radio, Group } from '@mantine/core';
import { useState } from 'react';
import { EditModal } from '../components/edit-modal';
import type { ProfileEditor } from '../hooks/use-profile-editor';

export function GenderModal({ editor, onClose }: { editor: ProfileEditor; onClose: () => void }) {
  const [gender, setGender] = useState<'male' | 'female' | null>(editor.fields.gender);
  return (
    <EditModal title="Change gender" editor={editor} onClose={onClose} patch={() => ({ gender })}>
      {(errors) => (
        <Radio.Group
          label="Gender"
          value={gender ?? ''}
          error={errors.gender}
          onChange={(value) => setGender(value === 'female' ? 'female' : 'male')}
        >
          <Group mt="xs">
            <Radio value="male" label="Male" />
            <Radio value="female" label="Female" />
          </Group>
        </Radio.Group>
      )}
    </EditModal>
  );
}
