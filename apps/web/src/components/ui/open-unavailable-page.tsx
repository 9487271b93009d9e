import { Anchor, EmptyState } from '@mantine/core';
import { IconHourglassEmpty } from '@tabler/icons-react';
import { Link } from 'react-router';
import { Paths } from '@clinicall/shared/paths';
import { TestId } from '@clinicall/shared/test-ids';
import { CenteredLayout } from './centered-layout';

/** An open route (A61) whose screen is not built yet: it must not ask for a login. */
export function OpenUnavailablePage({ title }: { title: string }) {
  return (
    <CenteredLayout title={title}>
      <EmptyState
        data-testid={TestId.unavailableArea}
        icon={<IconHourglassEmpty aria-hidden />}
        title="This page is not available yet"
        description="It will open here in an upcoming release of Clinicall."
      />
      <Anchor component={Link} to={Paths.login} ta="center">
        Go to sign in
      </Anchor>
    </CenteredLayout>
  );
}
