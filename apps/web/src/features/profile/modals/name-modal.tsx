import { TextInput } from '@mantine/core';
import { useState } from 'react';
import { EditModal } from '../components/edit-modal';
import type { ProfileEditor } from '../hooks/use-profile-editor';

/** F25 */
export function NameModal({ editor, onClose }: { editor: ProfileEditor; onClose: () => void }) {
  const [firstName, setFirstName] = useState(editor.fields.firstName);
  const [lastName, setLastName] = useState(editor.fields.lastName);
  return (
    <EditModal
      title="Change name"
      editor={editor}
      onClose={onClose}
      patch={() => ({ firstName, lastName })}
    >
      {(errors) => (
        <>
          <TextInput
            label="First name"
            withAsterisk
            value={firstName}
            error={errors.firstName}
            onChange={(e) => setFirstName(e.currentTarget.value)}
            data-autofocus
          />
          <TextInput
            label="Last name"
            withAsterisk
            value={lastName}
            error={errors.lastName}
            onChange={(e) => setLastName(e.currentTarget.value)}
          />
        </>
      )}
    </EditModal>
  );
}
