import { Button, Group, PasswordInput, Stack } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import type { ReactNode } from 'react';
import { TestId } from '@clinicall/shared/test-ids';
import { ChangePasswordFormSchema, type ChangePasswordForm } from '../password-forms';
import { NewPasswordFields } from './new-password-fields';

interface PasswordChangeFormProps {
  /** The first-time flow already knows the temporary password, so it does not ask for it. */
  knownOldPassword?: string;
  pending: boolean;
  onSubmit: (values: ChangePasswordForm) => void;
  secondaryAction?: ReactNode;
}

/** A37–A40: existing, new and confirmed password with the spec's messages. */
export function PasswordChangeForm({
  knownOldPassword,
  pending,
  onSubmit,
  secondaryAction,
}: PasswordChangeFormProps) {
  const form = useForm<ChangePasswordForm>({
    initialValues: { oldPassword: knownOldPassword ?? '', newPassword: '', confirmPassword: '' },
    validate: schemaResolver(ChangePasswordFormSchema, { sync: true }),
  });

  return (
    <form onSubmit={form.onSubmit(onSubmit)} noValidate>
      <Stack gap="md">
        {knownOldPassword === undefined && (
          <PasswordInput
            label="Existing password"
            autoComplete="current-password"
            required
            data-autofocus
            data-testid={TestId.currentPassword}
            {...form.getInputProps('oldPassword')}
          />
        )}
        <NewPasswordFields
          password={form.getInputProps('newPassword')}
          confirmation={form.getInputProps('confirmPassword')}
        />
        <Group justify="flex-end" gap="sm">
          {secondaryAction}
          <Button type="submit" loading={pending} data-testid={TestId.changePasswordSubmit}>
            Change password
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
