import { Alert, TextInput } from '@mantine/core';
import { useState } from 'react';
import { EmailChangeMessages } from '@clinicall/shared/people/email-change';
import { PeopleMessages } from '@clinicall/shared/people/messages';
import { EditModal } from '../components/edit-modal';
import type { ProfileEditor } from '../hooks/use-profile-editor';

/**
 * F30, F21: a patient changing their own e-mail is warned they will be logged out; anyone else is
 * told the change waits for the new address to confirm it (issue 10).
 */
export function EmailModal({
  editor,
  onClose,
  isOwnProfile,
}: {
  editor: ProfileEditor;
  onClose: () => void;
  isOwnProfile: boolean;
}) {
  const [email, setEmail] = useState(editor.fields.email);
  return (
    <EditModal title="Change e-mail" editor={editor} onClose={onClose} patch={() => ({ email })}>
      {(errors) => (
        <>
          {isOwnProfile ? (
            <Alert color="orange" variant="light">
              {PeopleMessages.emailChangeLogsOut}
            </Alert>
          ) : (
            <Alert color="blue" variant="light">
              {EmailChangeMessages.pendingWarning}
            </Alert>
          )}
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
