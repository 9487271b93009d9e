import { Anchor, Box, Center, Container, Paper, Skeleton, Stack } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { LegalMessages, type LegalDocumentKind } from '@clinicall/shared/legal-documents';
import { Paths } from '@clinicall/shared/paths';
import { BrandLogo } from '../../../components/ui/brand-logo';
import { LoadError } from '../../../components/ui/load-error';
import { publishedDocumentQuery } from '../api/published-document';
import { MarkdownView } from '../markdown-view';

function DocumentBody({ kind }: { kind: LegalDocumentKind }) {
  const document = useQuery(publishedDocumentQuery(kind));
  if (document.isPending) {
    return (
      <Stack gap="sm" aria-busy="true" aria-label="Loading the document">
        <Skeleton height={32} width="60%" />
        <Skeleton height={80} />
        <Skeleton height={80} />
      </Stack>
    );
  }
  if (document.isError) {
    return (
      <LoadError
        title={LegalMessages.loadFailed}
        error={document.error}
        onRetry={() => void document.refetch()}
      />
    );
  }
  return <MarkdownView source={document.data.markdown} />;
}

/**
 * A legal document the sign-in asks the user to accept, as the installation last published it,
 * with the way back to sign in: the sign-in's frame (canvas, brand), wider for reading, and with
 * less padding on a phone where width is short.
 */
export function LegalPage({ kind }: { kind: LegalDocumentKind }) {
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
              <DocumentBody kind={kind} />
            </Stack>
          </Paper>
        </Stack>
      </Container>
    </Box>
  );
}
