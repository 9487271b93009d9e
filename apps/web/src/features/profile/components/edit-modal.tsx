import { useState, type ReactNode } from 'react';
import type { PatientProfileFieldsInput } from '@clinicall/shared/people/patient-profile';
import type { FieldErrors, ProfileEditor } from '../hooks/use-profile-editor';
import { EditModalFrame } from './edit-modal-frame';

interface EditModalProps {
  title: string;
  editor: ProfileEditor;
  /** The changed fields as the modal holds them now. */
  patch: () => Partial<PatientProfileFieldsInput>;
  onClose: () => void;
  /** A check of the modal's own before anything is sent (a required phone, say). */
  precheck?: () => FieldErrors | null;
  children: (errors: FieldErrors) => ReactNode;
}

/** F18, F19: one edit modal: its fields, "Update" and "Cancel"; closing discards the copy. */
export function EditModal({ title, editor, patch, onClose, precheck, children }: EditModalProps) {
  const [errors, setErrors] = useState<FieldErrors>({});
  const update = async () => {
    const local = precheck?.() ?? null;
    if (local) return setErrors(local);
    const result = await editor.save(patch());
    if (result === null) onClose();
    else setErrors(result);
  };
  return (
    <EditModalFrame
      title={title}
      onClose={onClose}
      onUpdate={() => void update()}
      saving={editor.saving}
      formError={errors.form}
      stale={Boolean(errors.stale)}
    >
      {children(errors)}
    </EditModalFrame>
  );
}
