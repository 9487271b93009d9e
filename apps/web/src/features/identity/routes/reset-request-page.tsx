import { Anchor, Button, Stack, TextInput } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import { Link, useNavigate } from 'react-router';
import { z } from 'zod';
import { Paths } from '@clinicall/shared/paths';
import { TestId } from '@clinicall/shared/test-ids';
import { CenteredLayout } from '../../../components/ui/centered-layout';
import { useRequestPasswordReset } from '../api/reset-password-init';
import { isApiError } from '../../../lib/api-error';
import { applyFieldErrors } from '../../../lib/form-errors';

const ResetRequestSchema = z.object({
  email: z.string().trim().pipe(z.email('Enter a valid e-mail address').max(100)),
});

/** A45: ask for a reset link. */
export function ResetRequestPage() {
  const navigate = useNavigate();
  const request = useRequestPasswordReset();
  const form = useForm({
    initialValues: { email: '' },
    validate: schemaResolver(ResetRequestSchema, { sync: true }),
  });

  const submit = form.onSubmit(({ email }) =>
    request.mutate(email.trim(), {
      onSuccess: () => void navigate(Paths.resetResult, { state: { email: email.trim() } }),
      // The server's field errors land on the field; a refusal without one (429) under the e-mail.
      onError: (error) => {
        if (!applyFieldErrors(form, error) && isApiError(error) && !error.unexpected) {
          form.setFieldError('email', error.message);
        }
      },
    }),
  );

  return (
    <CenteredLayout
      title="Reset your password"
      subtitle="We will e-mail you a link to choose a new password."
    >
      <form onSubmit={submit} noValidate>
        <Stack gap="md">
          <TextInput
            label="E-mail"
            type="email"
            autoComplete="email"
            required
            data-testid={TestId.resetEmail}
            {...form.getInputProps('email')}
          />
          <Button
            type="submit"
            fullWidth
            loading={request.isPending}
            data-testid={TestId.resetSubmit}
          >
            Send reset link
          </Button>
          <Anchor component={Link} to={Paths.login} size="sm" ta="center">
            Back to sign in
          </Anchor>
        </Stack>
      </form>
    </CenteredLayout>
  );
}
