import { Select, SimpleGrid, TextInput } from '@mantine/core';
import { useState } from 'react';
import { EditModal } from '../components/edit-modal';
import { useUsStates } from '../api/get-lookups';
import type { ProfileEditor } from '../hooks/use-profile-editor';

const blank = { firstStreetLine: '', secondStreetLine: '', city: '', state: '', postalCode: '' };

/** F34: street and city required; states from GET /USStates. */
export function AddressModal({ editor, onClose }: { editor: ProfileEditor; onClose: () => void }) {
  const [address, setAddress] = useState({ ...blank, ...editor.fields.address });
  const states = useUsStates();
  const set = (key: keyof typeof blank) => (value: string) =>
    setAddress((a) => ({ ...a, [key]: value }));
  return (
    <EditModal title="Change address" editor={editor} onClose={onClose} patch={() => ({ address })}>
      {(errors) => (
        <>
          <TextInput
            label="Street"
            withAsterisk
            value={address.firstStreetLine}
            error={errors['address.firstStreetLine']}
            onChange={(e) => set('firstStreetLine')(e.currentTarget.value)}
          />
          <TextInput
            label="Street line 2"
            value={address.secondStreetLine}
            onChange={(e) => set('secondStreetLine')(e.currentTarget.value)}
          />
          <SimpleGrid cols={{ base: 1, sm: 3 }}>
            <TextInput
              label="City"
              withAsterisk
              value={address.city}
              error={errors['address.city']}
              onChange={(e) => set('city')(e.currentTarget.value)}
            />
            <Select
              label="State"
              searchable
              data={(states.data ?? []).map((s) => ({ value: s.code, label: s.name }))}
              value={address.state || null}
              onChange={(value) => set('state')(value ?? '')}
            />
            <TextInput
              label="ZIP code"
              value={address.postalCode}
              onChange={(e) => set('postalCode')(e.currentTarget.value)}
            />
          </SimpleGrid>
        </>
      )}
    </EditModal>
  );
}
