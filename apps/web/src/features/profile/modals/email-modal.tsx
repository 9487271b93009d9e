import { Alert, TextInput } from '@mantine/core';
import { useState } from 'react';
import { EmailChangeMessages } from '@clinicall/shared/people/email-change';
import { EditModal } from '../components/edit-modal';
import type { ProfileEditor } from '../hooks/use-profile-editor';

/**
 * F30, issue 19 path 2: staff (or a family head) changing a patient's e-mail are told the change
 * waits for the patient's agreement and the new address's confirmation. The owner's own change is
 * OwnEmailModal.
 */
export function EmailModal({ editor, onClose }: { editor: ProfileEditor; onClose: () => void }) {
  const [email, setEmail] = useState(editor.fields.email);
  return (
    <EditModal title="Change e-mail" editor={editor} onClose={onClose} patch={() => ({ email })}>
      {(errors) => (
        <>
          <Alert color="blue" variant="light">
            {EmailChangeMessages.pendingWarning}
          </Alert>
          <TextInput
            label="Email"
            type="email"
            withAsterisk
            value={email}
            error={errors.email}
            onChange={(e) => setEmail(e.currentTarget.value)}
          />
        </>
      )}
    </EditModal>
  );
}
