import { Alert, Button, Group, Modal, Stack } from '@mantine/core';
import { useState, type ReactNode } from 'react';
import {
  ProviderProfileFieldsSchema,
  type ProviderProfile,
  type ProviderProfileFieldsInput,
} from '@clinicall/shared/people/provider-profile';
import { PeopleMessages } from '@clinicall/shared/people/messages';
import { TestId } from '@clinicall/shared/test-ids';
import { toast } from '../../../components/ui/toast';
import { isApiError } from '../../../lib/api-error';
import { useSaveProviderProfile } from '../api/provider-profile';

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
    <Modal opened onClose={onClose} title={title} centered size="lg">
      <Stack gap="md" data-testid={TestId.profileModal}>
        {errors.form && (
          <Alert color="red" variant="light">
            {errors.form}
          </Alert>
        )}
        {children(draft, (patch) => setDraft((d) => ({ ...d, ...patch })), errors)}
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose} data-testid={TestId.profileCancel}>
            Cancel
          </Button>
          <Button
            onClick={() => void update()}
            loading={save.isPending}
            data-testid={TestId.profileUpdate}
          >
            Update
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
