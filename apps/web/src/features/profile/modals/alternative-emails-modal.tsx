import { TextInput } from '@mantine/core';
import { useState } from 'react';
import { ALTERNATIVE_EMAILS_MAX } from '@clinicall/shared/people/patient-profile';
import { EditModal } from '../components/edit-modal';
import type { ProfileEditor } from '../hooks/use-profile-editor';

/** F31: two boxes; blank ones are dropped on save. */
export function AlternativeEmailsModal({
  editor,
  onClose,
}: {
  editor: ProfileEditor;
  onClose: () => void;
}) {
  const initial = editor.fields.alternativeEmails;
  const [emails, setEmails] = useState(
    Array.from({ length: ALTERNATIVE_EMAILS_MAX }, (_, i) => initial[i] ?? ''),
  );
  const change = (index: number, value: string) =>
    setEmails((list) => list.map((e, i) => (i === index ? value : e)));
  return (
    <EditModal
      title="Change alternative e-mails"
      editor={editor}
      onClose={onClose}
      patch={() => ({ alternativeEmails: emails })}
    >
      {(errors) =>
        emails.map((email, index) => (
          <TextInput
            key={index}
            label={`Alternative e-mail ${index + 1}`}
            type="email"
            value={email}
            error={
              errors[`alternativeEmails.${index}`] ??
              (index === 0 ? errors.alternativeEmails : undefined)
            }
            onChange={(e) => change(index, e.currentTarget.value)}
          />
        ))
      }
    </EditModal>
  );
}
