import { TextInput } from '@mantine/core';
import { useState } from 'react';
import { EHR_ID_MAX } from '@clinicall/shared/people/patient-profile';
import { EditModal } from '../components/edit-modal';
import type { ProfileEditor } from '../hooks/use-profile-editor';

/** F32 */
export function EhrModal({ editor, onClose }: { editor: ProfileEditor; onClose: () => void }) {
  const [ehr, setEhr] = useState(editor.fields.patientEMRID);
  return (
    <EditModal
      title="Change EHR id"
      editor={editor}
      onClose={onClose}
      patch={() => ({ patientEMRID: ehr })}
    >
      {(errors) => (
        <TextInput
          label="EHR id"
          maxLength={EHR_ID_MAX}
          value={ehr}
          error={errors.patientEMRID}
          description={`${ehr.length}/${EHR_ID_MAX}`}
          onChange={(e) => setEhr(e.currentTarget.value)}
        />
      )}
    </EditModal>
  );
}
