import { Button, Stack, TextInput } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import { useEffect } from 'react';
import { useNavigate } from 'react-router';
import { Messages } from '@clinicall/shared/messages';
import { Paths } from '@clinicall/shared/paths';
import { TestId } from '@clinicall/shared/test-ids';
import { PageLoader } from '../../../components/ui/page-loader';
import { useFinishPasswordReset } from '../api/reset-password-finish';
import { useResetKeyInfo } from '../api/reset-password-key';
import { ResetPasswordFormSchema, type ResetPasswordForm } from '../password-forms';
import { loginState } from '../route-state';
import { NewPasswordFields } from './new-password-fields';

const failedState = loginState({ tone: 'error', text: Messages.reset.requestFailed });
const doneState = loginState({ tone: 'success', text: Messages.reset.done });

export function ResetFinishForm({ resetKey }: { resetKey: string }) {
  const navigate = useNavigate();
  const keyInfo = useResetKeyInfo(resetKey);
  const finish = useFinishPasswordReset();
  const form = useForm<ResetPasswordForm>({
    initialValues: { password: '', confirmPassword: '' },
    validate: schemaResolver(ResetPasswordFormSchema, { sync: true }),
  });

  // A50: an unknown or used key ends at the login page with the spec's message.
  useEffect(() => {
    if (keyInfo.isError) void navigate(Paths.login, { replace: true, state: failedState });
  }, [keyInfo.isError, navigate]);

  if (!keyInfo.isSuccess) return <PageLoader label="Checking your reset link…" />;

  const submit = form.onSubmit(({ password }) =>
    finish.mutate(
      { resetKey, password },
      {
        onSuccess: () => void navigate(Paths.login, { replace: true, state: doneState }),
        onError: () => void navigate(Paths.login, { replace: true, state: failedState }),
      },
    ),
  );

  return (
    <form onSubmit={submit} noValidate data-testid={TestId.resetFinishForm}>
      <Stack gap="md">
        <TextInput label="E-mail" value={keyInfo.data.email} readOnly autoComplete="username" />
        <NewPasswordFields
          password={form.getInputProps('password')}
          confirmation={form.getInputProps('confirmPassword')}
        />
        <Button
          type="submit"
          fullWidth
          loading={finish.isPending}
          data-testid={TestId.resetFinishSubmit}
        >
          Save new password
        </Button>
      </Stack>
    </form>
  );
}
