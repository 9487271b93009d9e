import { Paper, SegmentedControl, Skeleton, Stack, Text, Title } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { LegalMessages, type LegalDocumentKind } from '@clinicall/shared/legal-documents';
import { TestId } from '@clinicall/shared/test-ids';
import { LoadError } from '../../../components/ui/load-error';
import { PageFrame } from '../../../components/ui/page-frame';
import { viewerZone } from '../../../lib/zoned-time';
import { useCurrentAccount } from '../../identity';
import { adminDocumentsQuery } from '../api/admin-documents';
import { LegalDocumentHeading, LegalDraftEditor } from '../components/legal-draft-editor';
import { LegalVersionsTable } from '../components/legal-versions-table';

/** `/admin-dashboard/legal` (issue 20 point 10): edit, preview and publish the legal documents. */
export function AdminLegalPage() {
  const documents = useQuery(adminDocumentsQuery);
  const [kind, setKind] = useState<LegalDocumentKind>('terms');
  const narrow = useMediaQuery('(max-width: 36em)');
  const zone = viewerZone(useCurrentAccount().timeZone);
  const document = documents.data?.find((d) => d.kind === kind);
  const draft = document?.versions.find((v) => v.status === 'draft');

  return (
    <PageFrame title={LegalMessages.adminTitle}>
      <Stack gap="lg">
        <Text size="sm" c="dimmed" maw={720}>
          {LegalMessages.adminIntro}
        </Text>
        {documents.isPending && (
          <Stack gap="sm" aria-busy="true" aria-label="Loading the legal documents">
            <Skeleton height={36} />
            <Skeleton height={320} />
          </Stack>
        )}
        {documents.isError && (
          <LoadError
            title={LegalMessages.loadFailed}
            error={documents.error}
            onRetry={() => void documents.refetch()}
          />
        )}
        {documents.data && (
          <SegmentedControl
            value={kind}
            onChange={setKind}
            data={documents.data.map((d) => ({ value: d.kind, label: d.title }))}
            orientation={narrow ? 'vertical' : 'horizontal'}
            fullWidth={narrow === true}
            w={narrow ? '100%' : 'fit-content'}
            data-testid={TestId.legalKind}
          />
        )}
        {document && (
          <Paper withBorder radius="md" p={{ base: 'sm', sm: 'lg' }}>
            <Stack gap="md">
              <LegalDocumentHeading document={document} />
              <LegalDraftEditor
                key={`${document.kind}:${draft?.version ?? 'none'}:${draft?.savedAt ?? ''}`}
                document={document}
              />
              <Title order={3} fz="h4" mt="sm">
                Versions
              </Title>
              <LegalVersionsTable versions={document.versions} zone={zone} />
            </Stack>
          </Paper>
        )}
      </Stack>
    </PageFrame>
  );
}
