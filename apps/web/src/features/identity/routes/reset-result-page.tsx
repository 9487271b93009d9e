import { Anchor, Stack, Text, ThemeIcon } from '@mantine/core';
import { IconMailCheck } from '@tabler/icons-react';
import { Link, useLocation } from 'react-router';
import { z } from 'zod';
import { RESET_KEY_TTL_HOURS } from '@clinicall/shared/constants';
import { Paths } from '@clinicall/shared/paths';
import { TestId } from '@clinicall/shared/test-ids';
import { CenteredLayout } from '../../../components/ui/centered-layout';

const StateSchema = z.object({ email: z.string() });

/** A46: the check-your-mail page. It never says whether the address has an account. */
export function ResetResultPage() {
  const state = StateSchema.safeParse(useLocation().state);
  const to = state.success ? <strong>{state.data.email}</strong> : 'your address';

  return (
    <CenteredLayout title="Check your e-mail">
      <Stack gap="md" align="center" ta="center" data-testid={TestId.resetResult}>
        <ThemeIcon size={56} radius="xl" variant="light">
          <IconMailCheck size={30} aria-hidden />
        </ThemeIcon>
        <Text>
          If an account exists for {to}, we sent it a link to choose a new password. The link works
          for {RESET_KEY_TTL_HOURS} hours.
        </Text>
        <Anchor component={Link} to={Paths.login}>
          Back to sign in
        </Anchor>
      </Stack>
    </CenteredLayout>
  );
}
