import {
  Anchor,
  Box,
  Button,
  Center,
  Container,
  Group,
  Paper,
  ScrollArea,
  Skeleton,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { LegalMessages } from '@clinicall/shared/legal-documents';
import { TestId } from '@clinicall/shared/test-ids';
import { BrandLogo } from '../../../components/ui/brand-logo';
import { LoadError } from '../../../components/ui/load-error';
import { toast } from '../../../components/ui/toast';
import { useLogout } from '../../identity';
import { pendingDocumentsQuery, useAcceptDocuments } from '../api/pending-documents';
import { MarkdownView } from '../markdown-view';

function PendingDocument({ onAccepted }: { onAccepted: () => void }) {
  const pending = useQuery(pendingDocumentsQuery);
  const accept = useAcceptDocuments();
  const allAccepted = pending.data?.documents.length === 0;
  // The last one accepted (here, or in another tab meanwhile): the app opens.
  useEffect(() => {
    if (allAccepted) onAccepted();
  }, [allAccepted, onAccepted]);
  if (pending.isPending) {
    return (
      <Stack gap="sm" aria-busy="true" aria-label="Loading the documents">
        <Skeleton height={28} width="50%" />
        <Skeleton height={240} />
      </Stack>
    );
  }
  if (pending.isError) {
    return (
      <LoadError
        title={LegalMessages.loadFailed}
        error={pending.error}
        onRetry={() => void pending.refetch()}
      />
    );
  }
  const [document] = pending.data.documents;
  if (!document) return <Skeleton height={240} />;
  const total = pending.data.documents.length;
  return (
    <Stack gap="sm">
      <Text size="sm" c="dimmed">
        {total === 1 ? 'One document to accept' : `${total} documents to accept`} · {document.title}
        , version {document.version}
      </Text>
      <Paper withBorder radius="md">
        <ScrollArea.Autosize mah="min(55dvh, 560px)" type="auto" offsetScrollbars>
          <Stack gap="sm" p={{ base: 'sm', sm: 'md' }}>
            <MarkdownView source={document.markdown} />
          </Stack>
        </ScrollArea.Autosize>
      </Paper>
      <Group justify="flex-end">
        <Button
          onClick={() =>
            accept.mutate([document.versionId], {
              onError: (error) => toast.error(error.message),
            })
          }
          loading={accept.isPending}
          data-testid={TestId.legalAccept}
        >
          Accept {document.title}
        </Button>
      </Group>
    </Stack>
  );
}

/**
 * Issue 20 point 10: what a user signing in after a new version was published sees before anything
 * else, one document at a time, each with Accept; the server keeps their session to these calls
 * until the last one is accepted. Signing out stays one click away.
 */
export function LegalAcceptance({ onAccepted }: { onAccepted: () => void }) {
  const logout = useLogout();
  return (
    <Box component="main" bg="var(--app-canvas)" mih="100dvh" py={{ base: 'lg', sm: 48 }}>
      <Container size="sm" px={{ base: 'xs', sm: 'md' }}>
        <Stack gap="lg">
          <Center>
            <BrandLogo size={32} />
          </Center>
          <Paper
            withBorder
            shadow="sm"
            radius="lg"
            p={{ base: 'md', sm: 'xl' }}
            data-testid={TestId.legalAcceptScreen}
          >
            <Stack gap="md">
              <div>
                <Title order={1} fz={{ base: 'h3', sm: 'h2' }}>
                  {LegalMessages.acceptTitle}
                </Title>
                <Text c="dimmed" mt={4}>
                  {LegalMessages.acceptIntro}
                </Text>
              </div>
              <PendingDocument onAccepted={onAccepted} />
              <Anchor component="button" size="sm" onClick={() => void logout('user')}>
                Sign out instead
              </Anchor>
            </Stack>
          </Paper>
        </Stack>
      </Container>
    </Box>
  );
}
