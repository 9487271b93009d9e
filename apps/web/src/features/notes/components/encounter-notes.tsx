import { Anchor, Button, Divider, Group, Loader, Stack, Text } from '@mantine/core';
import { IconPaperclip } from '@tabler/icons-react';
import { Link } from 'react-router';
import { FileMessages } from '@clinicall/shared/files';
import { pathTo } from '@clinicall/shared/paths';
import { TestId } from '@clinicall/shared/test-ids';
import { toast } from '../../../components/ui/toast';
import { isApiError } from '../../../lib/api-error';
import { downloadEncounterFile } from '../api/download-encounter-file';
import { useEncounterFiles, useQuestionnaires, useSummary } from '../api/get-encounter-notes';
import { QuestionnaireAnswers, SummarySections } from './summary-sections';

/** E58, H1: a refused download says so, other failures the generic text, in the attachment toast. */
function download(encounterId: number, fileName: string) {
  downloadEncounterFile(encounterId, fileName).catch((error: unknown) => {
    toast.attachmentError(
      isApiError(error) && error.status === 403
        ? FileMessages.forbidden
        : 'The file could not be downloaded.',
    );
  });
}

/**
 * E47–E50: what was written about an encounter, its questionnaires and its files; the lead
 * provider may edit the note and anyone who reads it may print it.
 */
export function EncounterNotes({ encounterId }: { encounterId: number }) {
  const summary = useSummary(encounterId);
  const questionnaires = useQuestionnaires(encounterId);
  const files = useEncounterFiles(encounterId);
  if (summary.isPending) return <Loader size="sm" aria-label="Loading the summary" />;
  if (summary.isError)
    return (
      <Text c="red.8" size="sm">
        The summary could not be loaded.
      </Text>
    );
  const data = summary.data;
  return (
    <Stack gap="sm">
      <Divider label="Summary" labelPosition="left" />
      {/* E49: the note's sections appear once the appointment started. */}
      {data.showPreconditions ? (
        <SummarySections summary={data} />
      ) : (
        <Text size="sm" c="dimmed">
          The summary is written once the appointment has started.
        </Text>
      )}
      {(questionnaires.data ?? []).map((item) => (
        <QuestionnaireAnswers key={item.id} item={item} />
      ))}
      {(files.data ?? []).length > 0 && (
        <Stack gap={4}>
          <Text size="xs" c="dimmed" tt="uppercase" fw={600}>
            Attachments
          </Text>
          {(files.data ?? []).map((file) => (
            <Anchor
              key={file.fileName}
              component="button"
              size="sm"
              onClick={() => download(encounterId, file.fileName)}
              data-testid={TestId.encounterFile}
            >
              <Group gap={4} wrap="nowrap">
                <IconPaperclip size={14} aria-hidden />
                {file.fileName}
              </Group>
            </Anchor>
          ))}
        </Stack>
      )}
      <Group gap="xs">
        {data.editable && (
          <Button
            size="xs"
            component={Link}
            to={pathTo.notesStep('first', encounterId)}
            data-testid={TestId.summaryEdit}
          >
            {data.written ? 'Edit summary' : 'Write summary'}
          </Button>
        )}
        {data.showPreconditions && (
          <Button
            size="xs"
            variant="light"
            component="a"
            href={pathTo.printSummary(encounterId)}
            target="_blank"
            data-testid={TestId.summaryPrint}
          >
            Print
          </Button>
        )}
      </Group>
    </Stack>
  );
}
