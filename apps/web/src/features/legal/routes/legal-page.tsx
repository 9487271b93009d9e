import { Anchor, Container, Paper, Stack } from '@mantine/core';
import { Link } from 'react-router';
import { Paths } from '@clinicall/shared/paths';
import { MarkdownView } from '../markdown-view';

/** A legal text the sign-in asks the user to accept, with the way back to sign in. */
export function LegalPage({ source }: { source: string }) {
  return (
    <Container size="sm" py="xl">
      <Paper withBorder p="xl" radius="md">
        <Stack gap="sm">
          <Anchor component={Link} to={Paths.login} size="sm">
            ← Back to sign in
          </Anchor>
          <MarkdownView source={source} />
        </Stack>
      </Paper>
    </Container>
  );
}
