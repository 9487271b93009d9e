import { Anchor, Box, Center, Container, Paper, Stack } from '@mantine/core';
import { Link } from 'react-router';
import { Paths } from '@clinicall/shared/paths';
import { BrandLogo } from '../../../components/ui/brand-logo';
import { MarkdownView } from '../markdown-view';

/**
 * A legal text the sign-in asks the user to accept, with the way back to sign in: the sign-in's
 * frame (canvas, brand), wider for reading, and with less padding on a phone where width is short.
 */
export function LegalPage({ source }: { source: string }) {
  return (
    <Box component="main" bg="var(--app-canvas)" mih="100dvh" py={{ base: 'lg', sm: 48 }}>
      <Container size="sm" px={{ base: 'xs', sm: 'md' }}>
        <Stack gap="lg">
          <Center>
            <BrandLogo size={32} />
          </Center>
          <Paper withBorder shadow="sm" radius="lg" p={{ base: 'md', sm: 'xl' }}>
            <Stack gap="sm">
              <Anchor component={Link} to={Paths.login} size="sm">
                ← Back to sign in
              </Anchor>
              <MarkdownView source={source} />
            </Stack>
          </Paper>
        </Stack>
      </Container>
    </Box>
  );
}
