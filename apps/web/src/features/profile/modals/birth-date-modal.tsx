import { TextInput } from '@mantine/core';
import { useState } from 'react';
import { birthDateToIso, isoToBirthDate, maskBirthDate } from '@clinicall/shared/people/birth-date';
import { PeopleMessages } from '@clinicall/shared/people/messages';
import { EditModal } from '../components/edit-modal';
import type { ProfileEditor } from '../hooks/use-profile-editor';

/** F29: MM/DD/YYYY typed with the slashes put in; sent as YYYY-MM-DD. */
export function BirthDateModal({
  editor,
  onClose,
}: {
  editor: ProfileEditor;
  onClose: () => void;
}) {
  const [typed, setTyped] = useState(isoToBirthDate(editor.fields.dateOfBirth));
  const precheck = () => {
    if (typed === '') return { dateOfBirth: PeopleMessages.dateRequired };
    if (typed.length < 10 || birthDateToIso(typed) === null)
      return { dateOfBirth: PeopleMessages.dateInvalid };
    return null;
  };
  return (
    <EditModal
      title="Change date of birth"
      editor={editor}
      onClose={onClose}
      precheck={precheck}
      patch={() => ({ dateOfBirth: birthDateToIso(typed) })}
    >
      {(errors) => (
        <TextInput
          label="Date of birth"
          withAsterisk
          placeholder="MM/DD/YYYY"
          inputMode="numeric"
          maxLength={10}
          value={typed}
          error={errors.dateOfBirth}
          onChange={(e) => setTyped(maskBirthDate(e.currentTarget.value))}
        />
      )}
    </EditModal>
  );
}
