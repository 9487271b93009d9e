import { useState } from 'react';
import { PeopleMessages } from '@clinicall/shared/people/messages';
import { storedPhone } from '@clinicall/shared/people/phone';
import { EditModal } from '../components/edit-modal';
import type { ProfileEditor } from '../hooks/use-profile-editor';
import { PhoneInput } from './phone-input';

/** F26, F27 */
export function PhoneModal({ editor, onClose }: { editor: ProfileEditor; onClose: () => void }) {
  const [phone, setPhone] = useState(editor.fields.telephoneNumber ?? '');
  const precheck = () => {
    if (phone.replace(/\D/g, '') === '') return { telephoneNumber: PeopleMessages.phoneRequired };
    if (storedPhone(phone) === '') return { telephoneNumber: PeopleMessages.phoneInvalid };
    return null;
  };
  return (
    <EditModal
      title="Change phone number"
      editor={editor}
      onClose={onClose}
      precheck={precheck}
      patch={() => ({ telephoneNumber: phone })}
    >
      {(errors) => (
        <PhoneInput
          label="Phone number"
          required
          value={phone}
          onChange={setPhone}
          error={errors.telephoneNumber}
        />
      )}
    </EditModal>
  );
}
