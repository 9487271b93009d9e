import { useState, type ReactNode } from 'react';
import {
  ProviderProfileFieldsSchema,
  type ProviderProfile,
  type ProviderProfileFieldsInput,
} from '@clinicall/shared/people/provider-profile';
import { PeopleMessages } from '@clinicall/shared/people/messages';
import { toast } from '../../../components/ui/toast';
import { isApiError } from '../../../lib/api-error';
import { useSaveProviderProfile } from '../api/provider-profile';
import { EditModalFrame } from './edit-modal-frame';

type Draft = ProviderProfileFieldsInput;
type Errors = Record<string, string>;

interface ProviderEditModalProps {
  title: string;
  profile: ProviderProfile;
  onClose: () => void;
  children: (draft: Draft, set: (patch: Partial<Draft>) => void, errors: Errors) => ReactNode;
}

/** F48–F51: a provider profile modal edits a copy; Update saves the whole profile (I11). */
export function ProviderEditModal({ title, profile, onClose, children }: ProviderEditModalProps) {
  const [draft, setDraft] = useState<Draft>(() => ({ ...profile }));
  const [errors, setErrors] = useState<Errors>({});
  const save = useSaveProviderProfile(profile.id);
  const update = async () => {
    const parsed = ProviderProfileFieldsSchema.safeParse(draft);
    if (!parsed.success) {
      setErrors(Object.fromEntries(parsed.error.issues.map((i) => [i.path.join('.'), i.message])));
      return;
    }
    try {
      await save.mutateAsync(parsed.data);
      toast.success(PeopleMessages.saved);
      onClose();
    } catch (error) {
      const message =
        isApiError(error) && error.code === 'EMAIL_TAKEN'
          ? PeopleMessages.emailUsed
          : PeopleMessages.updateFailed;
      setErrors({ form: message });
    }
  };
  return (
    <EditModalFrame
      title={title}
      onClose={onClose}
      onUpdate={() => void update()}
      saving={save.isPending}
      formError={errors.form}
    >
      {children(draft, (patch) => setDraft((d) => ({ ...d, ...patch })), errors)}
    </EditModalFrame>
  );
}
