import { Button, Group, Paper, SimpleGrid, Stack, Text, Textarea, Title } from '@mantine/core';
import { useState } from 'react';
import {
  LEGAL_MARKDOWN_MAX,
  LegalMessages,
  type AdminLegalDocument,
} from '@clinicall/shared/legal-documents';
import { TestId } from '@clinicall/shared/test-ids';
import { confirmAction } from '../../../components/ui/confirm-dialog';
import { toast } from '../../../components/ui/toast';
import { useDiscardDraft, usePublishDraft, useSaveDraft } from '../api/admin-documents';
import { MarkdownView } from '../markdown-view';

const problemOf = (text: string) =>
  text.trim().length === 0
    ? LegalMessages.markdownRequired
    : text.length > LEGAL_MARKDOWN_MAX
      ? LegalMessages.markdownTooLong
      : null;

/**
 * The document's draft in Markdown beside its preview, drawn by the view readers get. A new draft
 * starts from the current text; publishing saves what is on screen first, then publishes exactly
 * that (the server refuses it if another admin changed the draft meanwhile).
 */
export function LegalDraftEditor({ document }: { document: AdminLegalDocument }) {
  const draft = document.versions.find((v) => v.status === 'draft') ?? null;
  const current = document.versions.find((v) => v.status === 'published') ?? null;
  const [text, setText] = useState(draft?.markdown ?? current?.markdown ?? '');
  const save = useSaveDraft();
  const discard = useDiscardDraft();
  const publish = usePublishDraft();
  const problem = problemOf(text);
  const busy = save.isPending || discard.isPending || publish.isPending;
  const unsaved = text !== (draft?.markdown ?? null);
  const fail = (error: Error) => toast.error(error.message);

  const saveDraft = () =>
    save.mutate(
      { kind: document.kind, value: text },
      { onSuccess: () => toast.success('Draft saved.'), onError: fail },
    );

  const publishNow = async () => {
    try {
      const saved = unsaved
        ? ((await save.mutateAsync({ kind: document.kind, value: text })) as AdminLegalDocument)
        : document;
      const version = saved.versions.find((v) => v.status === 'draft')?.version;
      if (version === undefined) return;
      await publish.mutateAsync({ kind: document.kind, value: { version, markdown: text } });
      toast.success(`${document.title} version ${version} is published.`);
    } catch (error) {
      fail(error as Error);
    }
  };

  return (
    <Stack gap="sm">
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
        <Textarea
          label={draft ? `Draft: version ${draft.version}` : 'New draft'}
          description="Markdown: # heading, **bold**, _italic_, - list item, [link](https://…)"
          value={text}
          onChange={(event) => setText(event.currentTarget.value)}
          error={problem}
          autosize
          minRows={14}
          maxRows={28}
          styles={{ input: { fontFamily: 'var(--mantine-font-family-monospace)' } }}
          data-testid={TestId.legalEditor}
        />
        <Stack gap={4}>
          <Text size="sm" fw={500}>
            Preview, as users will see it
          </Text>
          <Paper
            withBorder
            radius="md"
            p={{ base: 'sm', sm: 'md' }}
            mah={640}
            style={{ overflowY: 'auto' }}
            data-testid={TestId.legalPreview}
          >
            <Stack gap="sm">
              {text.trim() ? (
                <MarkdownView source={text} />
              ) : (
                <Text c="dimmed">Nothing to preview yet.</Text>
              )}
            </Stack>
          </Paper>
        </Stack>
      </SimpleGrid>
      <Group gap="sm">
        <Button
          variant="default"
          onClick={saveDraft}
          disabled={problem !== null || !unsaved}
          loading={save.isPending && !publish.isPending}
          data-testid={TestId.legalSaveDraft}
        >
          Save draft
        </Button>
        <Button
          onClick={() =>
            confirmAction({
              title: `Publish ${document.title}?`,
              message: `${document.audience === 'patients' ? LegalMessages.publishConfirmPatients : LegalMessages.publishConfirm}. A published version cannot be changed.`,
              confirmLabel: 'Publish',
              onConfirm: () => void publishNow(),
            })
          }
          disabled={problem !== null || busy}
          loading={publish.isPending}
          data-testid={TestId.legalPublish}
        >
          Publish
        </Button>
        {draft && (
          <Button
            variant="subtle"
            color="red"
            disabled={busy}
            onClick={() =>
              confirmAction({
                title: 'Discard the draft?',
                message: `Version ${draft.version} is removed; the published version stays as it is.`,
                confirmLabel: 'Discard',
                onConfirm: () =>
                  discard.mutate({ kind: document.kind, value: null }, { onError: fail }),
              })
            }
            data-testid={TestId.legalDiscardDraft}
          >
            Discard draft
          </Button>
        )}
      </Group>
    </Stack>
  );
}

export function LegalDocumentHeading({ document }: { document: AdminLegalDocument }) {
  return (
    <Title order={2} fz="h3">
      {document.title}
      <Text span c="dimmed" size="sm" ml="xs">
        {document.audience === 'patients' ? 'asked of patients' : 'asked of everyone'}
      </Text>
    </Title>
  );
}
