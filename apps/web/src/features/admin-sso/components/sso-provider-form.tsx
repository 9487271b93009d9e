import {
  Alert,
  Button,
  Group,
  Modal,
  PasswordInput,
  Stack,
  Switch,
  TagsInput,
  TextInput,
} from '@mantine/core';
import { useState, type ChangeEvent, type FormEvent } from 'react';
import {
  SsoProviderCreateSchema,
  SsoProviderUpdateSchema,
  type SsoProvider,
} from '@clinicall/shared/sso';
import { TestId } from '@clinicall/shared/test-ids';
import { useSaveSsoProvider } from '../api/sso-providers';

type Values = {
  name: string;
  issuer: string;
  clientId: string;
  clientSecret: string;
  domains: string[];
  enabled: boolean;
};

const valuesOf = (provider: SsoProvider | null): Values => ({
  name: provider?.name ?? '',
  issuer: provider?.issuer ?? '',
  clientId: provider?.clientId ?? '',
  clientSecret: '',
  domains: provider?.domains ?? [],
  enabled: provider?.enabled ?? false,
});

/** Adds (`provider` null) or edits an identity provider. The stored secret is never shown. */
export function SsoProviderForm(props: { provider: SsoProvider | null; onClose: () => void }) {
  const { provider, onClose } = props;
  const [values, setValues] = useState(() => valuesOf(provider));
  const [errors, setErrors] = useState<Partial<Record<keyof Values, string>>>({});
  const save = useSaveSsoProvider();
  const set = <K extends keyof Values>(key: K, value: Values[K]) => {
    setValues((v) => ({ ...v, [key]: value }));
    setErrors((e) => ({ ...e, [key]: undefined }));
  };
  /** A text field's value, change handler and error. */
  const bind = (key: 'name' | 'issuer' | 'clientId' | 'clientSecret') => ({
    value: values[key],
    onChange: (event: ChangeEvent<HTMLInputElement>) => set(key, event.currentTarget.value),
    error: errors[key],
  });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const schema = provider === null ? SsoProviderCreateSchema : SsoProviderUpdateSchema;
    const parsed = schema.safeParse(values);
    if (!parsed.success) {
      const found: Partial<Record<keyof Values, string>> = {};
      for (const issue of parsed.error.issues) {
        const key = issue.path[0] as keyof Values;
        found[key] ??= issue.code === 'too_small' ? 'This field is required.' : issue.message;
      }
      return setErrors(found);
    }
    save.mutate({ id: provider?.id ?? null, body: parsed.data }, { onSuccess: onClose });
  };

  return (
    <Modal
      opened
      onClose={onClose}
      title={provider === null ? 'Add identity provider' : 'Edit identity provider'}
      centered
      size="lg"
    >
      <form onSubmit={submit} noValidate data-testid={TestId.ssoProviderForm}>
        <Stack gap="sm">
          {save.isError && (
            <Alert color="red" variant="light">
              {save.error.message}
            </Alert>
          )}
          <TextInput label="Name" required {...bind('name')} />
          <TextInput
            label="Issuer URL"
            description="The identity provider's issuer, e.g. https://login.example.org"
            required
            {...bind('issuer')}
          />
          <TextInput label="Client ID" required {...bind('clientId')} />
          <PasswordInput
            label="Client secret"
            required={provider === null}
            description={
              provider === null
                ? 'Stored encrypted; it is never shown again.'
                : 'Leave empty to keep the stored secret.'
            }
            autoComplete="new-password"
            {...bind('clientSecret')}
          />
          <TagsInput
            label="E-mail domains"
            description="Press Enter after each domain, e.g. example.org"
            required
            value={values.domains}
            onChange={(domains) => set('domains', domains)}
            error={errors.domains}
          />
          <Switch
            label="Enabled (users of these domains can sign in)"
            checked={values.enabled}
            onChange={(e) => set('enabled', e.currentTarget.checked)}
          />
          <Group justify="flex-end" mt="sm">
            <Button variant="default" onClick={onClose}>
              Cancel
            </Button>
            <Button type="submit" loading={save.isPending} data-testid={TestId.ssoProviderSave}>
              Save
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
