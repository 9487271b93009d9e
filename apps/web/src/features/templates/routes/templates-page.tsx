import { Button, Group, SegmentedControl, Select, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { TestId } from '@clinicall/shared/test-ids';
import { confirmAction } from '../../../components/ui/confirm-dialog';
import { LoadError } from '../../../components/ui/load-error';
import { PageFrame } from '../../../components/ui/page-frame';
import { PageLoader } from '../../../components/ui/page-loader';
import { toast } from '../../../components/ui/toast';
import { TemplateMessages as M } from '@clinicall/shared/notes/templates';
import { useMyTemplates } from '../api/get-templates';
import { useDeleteTemplate } from '../api/save-template';
import { TemplateEditor } from '../components/template-editor';

type Mode = 'create' | 'edit';

/** E27–E36: `/appointments/templates`: create a template, or pick one from a dropdown and edit it. */
export function TemplatesPage() {
  const templates = useMyTemplates();
  const remove = useDeleteTemplate();
  const [mode, setMode] = useState<Mode>('create');
  const [pickedId, setPickedId] = useState<number | null>(null);
  const picked = templates.data?.find((t) => t.id === pickedId) ?? null;

  const deletePicked = () => {
    if (!picked) return;
    confirmAction({
      title: 'Delete template?',
      message: `The template ${picked.name} will be deleted.`,
      confirmLabel: 'Delete',
      onConfirm: () =>
        remove.mutate(picked.id, {
          onSuccess: () => {
            toast.success(M.deleted);
            setPickedId(null);
          },
          onError: (error) => toast.error(error.message),
        }),
    });
  };

  return (
    <PageFrame title="Manage | Templates">
      <SegmentedControl
        value={mode}
        onChange={(value) => setMode(value)}
        data={[
          {
            value: 'create',
            label: <span data-testid={TestId.templateModeCreate}>New template</span>,
          },
          {
            value: 'edit',
            label: <span data-testid={TestId.templateModeEdit}>Edit a template</span>,
          },
        ]}
        style={{ alignSelf: 'flex-start' }}
      />
      {mode === 'create' && <TemplateEditor key="new" template={null} onSaved={() => undefined} />}
      {mode === 'edit' && templates.isPending && <PageLoader label="Loading your templates…" />}
      {mode === 'edit' && templates.isError && (
        <LoadError
          title="We could not load your templates"
          error={templates.error}
          onRetry={() => void templates.refetch()}
        />
      )}
      {mode === 'edit' && templates.isSuccess && (
        <Stack gap="md">
          {templates.data.length === 0 ? (
            <Text c="dimmed">You have no templates yet. Create your first one.</Text>
          ) : (
            <Group align="flex-end" wrap="wrap">
              <Select
                label="Template"
                placeholder="Choose a template"
                data={templates.data.map((t) => ({ value: String(t.id), label: t.name }))}
                value={pickedId === null ? null : String(pickedId)}
                onChange={(value) => setPickedId(value === null ? null : Number(value))}
                searchable
                w={320}
                maw="100%"
                data-testid={TestId.templatePicker}
              />
              {picked && (
                <Button
                  variant="subtle"
                  color="red"
                  onClick={deletePicked}
                  data-testid={TestId.templateDelete}
                >
                  Delete
                </Button>
              )}
            </Group>
          )}
          {picked && (
            <TemplateEditor
              key={`${picked.id}-${picked.updatedAt}`}
              template={picked}
              onSaved={() => undefined}
            />
          )}
        </Stack>
      )}
    </PageFrame>
  );
}
