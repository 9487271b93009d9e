import {
  Button,
  Checkbox,
  Group,
  SimpleGrid,
  Stack,
  Switch,
  Table,
  Text,
  TextInput,
} from '@mantine/core';
import { useForm } from '@mantine/form';
import { useEffect } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { AdminUserMessages as M } from '@clinicall/shared/admin-users';
import { Paths } from '@clinicall/shared/paths';
import { TestId } from '@clinicall/shared/test-ids';
import { PageFrame } from '../../../components/ui/page-frame';
import { toast } from '../../../components/ui/toast';
import { isApiError } from '../../../lib/api-error';
import {
  useClinicProviders,
  useClinicStaffMember,
  useSaveClinicStaffMember,
} from '../api/clinic-staff';

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

type Values = {
  firstName: string;
  lastName: string;
  email: string;
  primarySpecialty: string;
  activated: boolean;
  providers: number[];
};

/** B83: why a clinic admin's fetch failed, as the spec words it; then back to the list. */
function useFetchFailure(error: Error | null, missing: string, list: string) {
  const navigate = useNavigate();
  useEffect(() => {
    if (!error) return;
    const status = isApiError(error) ? error.status : 0;
    toast.error(status === 403 ? M.fetchForbidden : status === 401 ? M.fetchUnauthorized : missing);
    void navigate(list, { replace: true });
  }, [error, missing, list, navigate]);
}

function ClinicStaffForm({ kind }: { kind: 'provider' | 'assistant' }) {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const email = params.get('email') ?? '';
  const list = kind === 'provider' ? Paths.clinicAdminProviders : Paths.clinicAdminAssistants;
  const member = useClinicStaffMember(kind, email);
  useFetchFailure(member.error, kind === 'provider' ? M.providerMissing : M.assistantMissing, list);
  const providers = useClinicProviders(
    kind === 'assistant' ? (member.data?.clinicId ?? undefined) : undefined,
  );
  const save = useSaveClinicStaffMember(kind);
  const form = useForm<Values>({
    initialValues: {
      firstName: '',
      lastName: '',
      email: '',
      primarySpecialty: '',
      activated: true,
      providers: [],
    },
    validate: {
      firstName: (v) => (v.trim() ? null : M.firstNameRequired),
      lastName: (v) => (v.trim() ? null : M.lastNameRequired),
      email: (v) => (EMAIL.test(v.trim()) ? null : M.emailInvalid),
    },
  });
  const { setValues, resetDirty } = form;
  useEffect(() => {
    const data = member.data;
    if (!data) return;
    setValues({
      firstName: data.firstName,
      lastName: data.lastName,
      email: data.newEmail ?? data.email,
      primarySpecialty: data.primarySpecialty ?? '',
      activated: data.activated,
      providers: data.providers ?? [],
    });
    resetDirty();
  }, [member.data, setValues, resetDirty]);

  // B80: nothing to submit until the record (and, for an assistant, the providers) are loaded.
  const loading = member.isPending || (kind === 'assistant' && providers.isPending);
  const submit = form.onSubmit(
    (values) => {
      const current = member.data!.email;
      const typed = values.email.trim().toLowerCase();
      const body = {
        email: current,
        ...(typed !== current ? { newEmail: typed } : {}),
        firstName: values.firstName,
        lastName: values.lastName,
        activated: values.activated,
        ...(kind === 'provider'
          ? { primarySpecialty: values.primarySpecialty }
          : { providers: values.providers }),
      };
      save.mutate(body, {
        onSuccess: () => {
          toast.success(kind === 'provider' ? M.providerEdited : M.assistantEdited);
          void navigate(list);
        },
        onError: (error) =>
          toast.error(
            isApiError(error) && error.code === 'EMAIL_TAKEN'
              ? error.message
              : kind === 'provider'
                ? M.providerEditFailed
                : M.assistantEditFailed,
          ),
      });
    },
    () => toast.warning(M.formInvalidClinicAdmin),
  );

  const toggle = (id: number, on: boolean) =>
    form.setFieldValue(
      'providers',
      on ? [...form.values.providers, id] : form.values.providers.filter((p) => p !== id),
    );

  return (
    <PageFrame title={kind === 'provider' ? 'Edit provider' : 'Edit assistant'}>
      <form onSubmit={submit} noValidate data-testid={TestId.staffForm}>
        <Stack gap="md" maw={720}>
          {loading && <Text c="dimmed">{M.loading}</Text>}
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <TextInput
              label="First name"
              withAsterisk
              disabled={loading}
              {...form.getInputProps('firstName')}
            />
            <TextInput
              label="Last name"
              withAsterisk
              disabled={loading}
              {...form.getInputProps('lastName')}
            />
          </SimpleGrid>
          {kind === 'provider' && (
            <TextInput
              label="Primary specialty"
              disabled={loading}
              {...form.getInputProps('primarySpecialty')}
            />
          )}
          <TextInput
            label="E-mail"
            withAsterisk
            type="email"
            disabled={loading}
            {...form.getInputProps('email')}
          />
          {member.data?.newEmail && (
            <Text size="sm" c="orange.8">
              {M.emailPending} ({member.data.newEmail})
            </Text>
          )}
          <Switch
            label="Active"
            disabled={loading}
            data-testid={TestId.staffActiveSwitch}
            {...form.getInputProps('activated', { type: 'checkbox' })}
          />
          {kind === 'assistant' &&
            !loading &&
            ((providers.data ?? []).length === 0 ? (
              <Text>{M.noProviders}</Text>
            ) : (
              <Table.ScrollContainer minWidth={360}>
                <Table data-testid={TestId.staffLinks}>
                  <Table.Thead>
                    <Table.Tr>
                      <Table.Th>Linked</Table.Th>
                      <Table.Th>Provider</Table.Th>
                    </Table.Tr>
                  </Table.Thead>
                  <Table.Tbody>
                    {(providers.data ?? []).map((p) => (
                      <Table.Tr key={p.id}>
                        <Table.Td>
                          <Checkbox
                            aria-label={`Link ${p.firstName} ${p.lastName}`}
                            checked={form.values.providers.includes(p.id)}
                            onChange={(event) => toggle(p.id, event.currentTarget.checked)}
                          />
                        </Table.Td>
                        <Table.Td>
                          {p.firstName} {p.lastName}
                        </Table.Td>
                      </Table.Tr>
                    ))}
                  </Table.Tbody>
                </Table>
              </Table.ScrollContainer>
            ))}
          <Group justify="flex-end">
            <Button variant="default" onClick={() => void navigate(list)}>
              Cancel
            </Button>
            <Button
              type="submit"
              disabled={loading}
              loading={save.isPending}
              data-testid={TestId.staffSubmit}
            >
              Save
            </Button>
          </Group>
        </Stack>
      </form>
    </PageFrame>
  );
}

/** B81: `/clinic-admin-dashboard/providers/edit?email`. */
export const ClinicEditProviderPage = () => <ClinicStaffForm kind="provider" />;
/** B79, B80: `/clinic-admin-dashboard/assistants/edit?email`. */
export const ClinicEditAssistantPage = () => <ClinicStaffForm kind="assistant" />;
