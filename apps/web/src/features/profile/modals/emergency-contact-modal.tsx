import { SimpleGrid, TextInput } from '@mantine/core';
import { useState } from 'react';
import { EditModal } from '../components/edit-modal';
import type { ProfileEditor } from '../hooks/use-profile-editor';
import { PhoneInput } from './phone-input';

const blank = { firstName: '', lastName: '', telephoneNumber: '', relationship: '', address: '' };

/** F35 */
export function EmergencyContactModal({
  editor,
  onClose,
}: {
  editor: ProfileEditor;
  onClose: () => void;
}) {
  const [contact, setContact] = useState({ ...blank, ...editor.fields.emergencyContact });
  const set = (key: keyof typeof blank) => (value: string) =>
    setContact((c) => ({ ...c, [key]: value }));
  return (
    <EditModal
      title="Change emergency contact"
      editor={editor}
      onClose={onClose}
      patch={() => ({ emergencyContact: contact })}
    >
      {(errors) => (
        <>
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <TextInput
              label="First name"
              withAsterisk
              value={contact.firstName}
              error={errors['emergencyContact.firstName']}
              onChange={(e) => set('firstName')(e.currentTarget.value)}
            />
            <TextInput
              label="Last name"
              withAsterisk
              value={contact.lastName}
              error={errors['emergencyContact.lastName']}
              onChange={(e) => set('lastName')(e.currentTarget.value)}
            />
          </SimpleGrid>
          <PhoneInput
            label="Phone number"
            required
            value={contact.telephoneNumber}
            onChange={set('telephoneNumber')}
            error={errors['emergencyContact.telephoneNumber']}
          />
          <TextInput
            label="Relationship"
            withAsterisk
            value={contact.relationship}
            error={errors['emergencyContact.relationship']}
            onChange={(e) => set('relationship')(e.currentTarget.value)}
          />
          <TextInput
            label="Address"
            value={contact.address}
            onChange={(e) => set('address')(e.currentTarget.value)}
          />
        </>
      )}
    </EditModal>
  );
}
