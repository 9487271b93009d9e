import {
  Alert,
  Button,
  Group,
  MultiSelect,
  Select,
  SimpleGrid,
  Stack,
  Switch,
  TagsInput,
  Text,
  TextInput,
} from '@mantine/core';
import { useForm } from '@mantine/form';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { AdminUserMessages as M } from '@clinicall/shared/admin-users';
import { TextLimit } from '@clinicall/shared/constants';
import type { Office } from '@clinicall/shared/people/provider-profile';
import { TestId } from '@clinicall/shared/test-ids';
import { CountedTextarea } from '../../../components/ui/counted-textarea';
import { toast } from '../../../components/ui/toast';
import { isApiError } from '../../../lib/api-error';
import { uploadProviderPhoto } from '../api/provider-photo';
import { useClinicChoices, useLinkChoices, useSaveStaff } from '../api/staff-detail';
import { StaffKinds, type StaffKind } from '../api/staff-kinds';
import { NewProviderPhotoField } from './new-provider-photo-field';
import { OfficeBoxes } from './office-boxes';
import { ProviderPhotoField } from './provider-photo-field';

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

type Values = {
  clinicId: string | null;
  firstName: string;
  lastName: string;
  email: string;
  activated: boolean;
  preferred: boolean;
  primarySpecialty: string;
  briefOverview: string;
  specialties: string[];
  offices: Office[];
  links: string[];
};

const TEXTS: Record<
  StaffKind,
  { added: string; edited: string; addFailed: string; editFailed: string }
> = {
  provider: {
    added: M.providerAdded,
    edited: M.providerEdited,
    addFailed: M.providerAddFailed,
    editFailed: M.providerEditFailed,
  },
  assistant: {
    added: M.assistantAdded,
    edited: M.assistantEdited,
    addFailed: M.assistantAddFailed,
    editFailed: M.assistantEditFailed,
  },
  // B74: other failures show the server's own text.
  clinicAdmin: {
    added: M.clinicAdminAdded,
    edited: M.clinicAdminUpdated,
    addFailed: '',
    editFailed: '',
  },
};

/** The loaded record as the form's values (an empty form when adding). */
function initialValues(detail: Record<string, unknown> | undefined): Values {
  const d = (detail ?? {}) as Record<string, never>;
  const links = (d.assistants ?? d.providers ?? []) as number[];
  return {
    clinicId: d.clinicId ? String(d.clinicId) : null,
    firstName: d.firstName ?? '',
    lastName: d.lastName ?? '',
    email: d.newEmail ?? d.email ?? '',
    activated: d.activated ?? true,
    preferred: d.preferred ?? false,
    primarySpecialty: d.primarySpecialty ?? '',
    briefOverview: d.briefOverview ?? '',
    specialties: d.specialties ?? [],
    offices: d.offices ?? [],
    links: links.map(String),
  };
}

/**
 * B61–B75: the super admin's add and edit form of a provider, assistant or clinic admin. No
 * password field: a new user sets theirs from the mailed link; a changed e-mail is confirmed by
 * its owner before it signs in.
 */
export function StaffForm({
  kind,
  detail,
}: {
  kind: StaffKind;
  detail?: Record<string, unknown> & { id: number; email: string; newEmail: string | null };
}) {
  const navigate = useNavigate();
  const editing = detail?.email ?? null;
  const save = useSaveStaff(kind, editing);
  const clinics = useClinicChoices(detail?.id ?? 0);
  const form = useForm<Values>({
    initialValues: initialValues(detail),
    validate: {
      clinicId: (v) => (v ? null : M.clinicRequired),
      firstName: (v) => (v.trim() ? null : M.firstNameRequired),
      lastName: (v) => (v.trim() ? null : M.lastNameRequired),
      email: (v) => (EMAIL.test(v.trim()) ? null : M.emailInvalid),
      // B50: a box, once added, needs its name, address, city and state.
      offices: {
        name: (v) => (v.trim() ? null : M.fieldRequired),
        address: (v) => (v.trim() ? null : M.fieldRequired),
        city: (v) => (v.trim() ? null : M.fieldRequired),
        state: (v) => (v.trim() ? null : M.fieldRequired),
      },
    },
  });
  const clinicId = form.values.clinicId ? Number(form.values.clinicId) : null;
  const links = useLinkChoices(kind, clinicId);
  const texts = TEXTS[kind];
  /** B64 on the add form: uploaded once the provider exists (`addedWithPhoto`). */
  const [photo, setPhoto] = useState<File | null>(null);
  const [uploading, setUploading] = useState(false);

  /**
   * The new provider's photo goes up right after the provider is saved, in the same Save. If it
   * fails, the provider stays (as one added without a photo would) and its edit page opens with
   * the reason and the photo field to try again: never a second add, never a silent loss.
   */
  const addedWithPhoto = async ({ id, email }: { id: number; email: string }, file: File) => {
    setUploading(true);
    try {
      await uploadProviderPhoto(id, file);
    } catch (error) {
      toast.success(texts.added);
      const photoError = error instanceof Error ? error.message : String(error);
      void navigate(`${StaffKinds.provider.edit}?email=${encodeURIComponent(email)}`, {
        state: { photoError },
      });
      return;
    } finally {
      setUploading(false);
    }
    toast.success(texts.added);
    void navigate(StaffKinds[kind].list);
  };

  const submit = form.onSubmit(
    (values) => {
      const email = values.email.trim().toLowerCase();
      const common = {
        clinicId: Number(values.clinicId),
        firstName: values.firstName,
        lastName: values.lastName,
        email: editing ?? email,
        ...(editing && email !== editing ? { newEmail: email } : {}),
      };
      const body =
        kind === 'provider'
          ? {
              ...common,
              activated: values.activated,
              preferred: values.preferred,
              primarySpecialty: values.primarySpecialty,
              briefOverview: values.briefOverview,
              specialties: values.specialties,
              offices: values.offices,
              assistants: values.links.map(Number),
            }
          : kind === 'assistant'
            ? { ...common, activated: values.activated, providers: values.links.map(Number) }
            : { ...common, active: values.activated };
      save.mutate(body, {
        onSuccess: (created) => {
          if (!editing && photo && created) return void addedWithPhoto(created, photo);
          toast.success(editing ? texts.edited : texts.added);
          void navigate(StaffKinds[kind].list);
        },
        onError: (error) => {
          if (isApiError(error) && (error.code === 'EMAIL_TAKEN' || kind === 'clinicAdmin')) {
            toast.error(error.message);
          } else {
            toast.error(editing ? texts.editFailed : texts.addFailed);
          }
        },
      });
    },
    () => toast.warning(M.formInvalid),
  );

  return (
    <form onSubmit={submit} noValidate data-testid={TestId.staffForm}>
      <Stack gap="md" maw={720}>
        <Select
          label="Clinic"
          withAsterisk
          searchable
          data={(clinics.data ?? []).map((c) => ({ value: String(c.id), label: c.name }))}
          {...form.getInputProps('clinicId')}
          onChange={(value: string | null) => {
            form.setFieldValue('clinicId', value);
            form.setFieldValue('links', []);
          }}
        />
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <TextInput label="First name" withAsterisk {...form.getInputProps('firstName')} />
          <TextInput label="Last name" withAsterisk {...form.getInputProps('lastName')} />
        </SimpleGrid>
        <TextInput label="E-mail" withAsterisk type="email" {...form.getInputProps('email')} />
        {detail?.newEmail && (
          <Text size="sm" c="orange.8">
            {M.emailPending} ({detail.newEmail})
          </Text>
        )}
        {!editing && (
          <Alert variant="light" color="blue">
            {M.passwordByMail}
          </Alert>
        )}
        {kind === 'provider' && (
          <>
            <TextInput label="Primary specialty" {...form.getInputProps('primarySpecialty')} />
            <TagsInput label="Specialties" {...form.getInputProps('specialties')} />
            <CountedTextarea
              max={TextLimit.large}
              label="Brief overview"
              autosize
              minRows={3}
              {...form.getInputProps('briefOverview')}
            />
            <OfficeBoxes
              count={form.values.offices.length}
              inputProps={(index, key) => form.getInputProps(`offices.${index}.${key}`)}
              onAdd={() =>
                form.insertListItem('offices', { name: '', address: '', city: '', state: '' })
              }
              onRemove={(index) => form.removeListItem('offices', index)}
            />
            {detail ? (
              <ProviderPhotoField
                providerId={detail.id}
                imagePath={(detail.imagePath as string | null | undefined) ?? null}
                name={`${form.values.firstName} ${form.values.lastName}`}
              />
            ) : (
              <NewProviderPhotoField
                file={photo}
                name={`${form.values.firstName} ${form.values.lastName}`}
                onChange={setPhoto}
              />
            )}
          </>
        )}
        {kind !== 'clinicAdmin' && (
          <MultiSelect
            label={kind === 'provider' ? 'Assistants' : 'Providers'}
            placeholder={clinicId ? undefined : 'Choose a clinic first'}
            disabled={!clinicId || links.isPending}
            searchable
            data={(links.data ?? []).map((u) => ({
              value: String(u.id),
              label: `${u.firstName} ${u.lastName}`,
            }))}
            nothingFoundMessage={kind === 'provider' ? M.noAssistants : M.noProviders}
            data-testid={TestId.staffLinks}
            {...form.getInputProps('links')}
          />
        )}
        <Group gap="xl">
          <Switch
            label="Active"
            data-testid={TestId.staffActiveSwitch}
            {...form.getInputProps('activated', { type: 'checkbox' })}
          />
          {kind === 'provider' && (
            <Switch label="Preferred" {...form.getInputProps('preferred', { type: 'checkbox' })} />
          )}
        </Group>
        <Group justify="flex-end">
          <Button variant="default" onClick={() => void navigate(StaffKinds[kind].list)}>
            Cancel
          </Button>
          <Button
            type="submit"
            loading={save.isPending || uploading}
            data-testid={TestId.staffSubmit}
          >
            Save
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
