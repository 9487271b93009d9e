import { PasswordInput } from '@mantine/core';
import type { GetInputPropsReturnType } from '@mantine/form';
import { TestId } from '@clinicall/shared/test-ids';
import { PASSWORD_HINT } from '../password-forms';

interface NewPasswordFieldsProps {
  password: GetInputPropsReturnType;
  confirmation: GetInputPropsReturnType;
}

/** The new password and its confirmation, as the change, first-time and reset forms all ask them. */
export function NewPasswordFields({ password, confirmation }: NewPasswordFieldsProps) {
  return (
    <>
      <PasswordInput
        label="New password"
        description={PASSWORD_HINT}
        autoComplete="new-password"
        required
        data-testid={TestId.newPassword}
        {...password}
      />
      <PasswordInput
        label="Confirm new password"
        autoComplete="new-password"
        required
        data-testid={TestId.confirmPassword}
        {...confirmation}
      />
    </>
  );
}
