import { Button, Group, Stack, Table, Text } from '@mantine/core';
import { IconSend } from '@tabler/icons-react';
import { useState, type FormEvent } from 'react';
import { REFERRAL_NOTE_MAX } from '@clinicall/shared/referrals/referrals';
import { TestId } from '@clinicall/shared/test-ids';
import { CountedTextarea } from '../../../components/ui/counted-textarea';
import { ReferAttachments } from './refer-attachments';

export interface ReferDraft {
  note: string;
  files: File[];
}

interface ReferFormProps {
  patientName: string;
  providerName: string;
  draft: ReferDraft;
  onDraft: (draft: ReferDraft) => void;
  /** Set once the referral exists and only its files are still to send: the note is kept. */
  sent: boolean;
  pending: boolean;
  onSubmit: () => void;
  onCancel: () => void;
}

const NOTE_REQUIRED = 'Write a note for the provider you refer the patient to.';

/** F93: the referral form's initial level: who is referred to whom, a note and files. */
export function ReferForm(props: ReferFormProps) {
  const { draft, onDraft, sent } = props;
  const [noteError, setNoteError] = useState<string | null>(null);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!sent && draft.note.trim() === '') {
      setNoteError(NOTE_REQUIRED);
      return;
    }
    props.onSubmit();
  };
  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        <Table variant="vertical" layout="fixed" withTableBorder>
          <Table.Tbody>
            <Table.Tr>
              <Table.Th w={96}>Patient</Table.Th>
              <Table.Td style={{ overflowWrap: 'anywhere' }} data-testid={TestId.referPatient}>
                {props.patientName}
              </Table.Td>
            </Table.Tr>
            <Table.Tr>
              <Table.Th>Refer to</Table.Th>
              <Table.Td style={{ overflowWrap: 'anywhere' }} data-testid={TestId.referProvider}>
                {props.providerName}
              </Table.Td>
            </Table.Tr>
          </Table.Tbody>
        </Table>
        {sent ? (
          <Text size="sm">
            The referral was sent without its files. Remove the file that was refused, then attach
            the others.
          </Text>
        ) : (
          <CountedTextarea
            label="Note"
            description="Why you refer the patient, for the receiving provider"
            required
            max={REFERRAL_NOTE_MAX}
            rows={5}
            value={draft.note}
            error={noteError}
            onChange={(event) => {
              setNoteError(null);
              onDraft({ ...draft, note: event.currentTarget.value });
            }}
            data-testid={TestId.referNote}
          />
        )}
        <ReferAttachments files={draft.files} onChange={(files) => onDraft({ ...draft, files })} />
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={props.onCancel} data-testid={TestId.referCancel}>
            Cancel
          </Button>
          <Button
            type="submit"
            loading={props.pending}
            disabled={sent && draft.files.length === 0}
            leftSection={<IconSend size={16} aria-hidden />}
            data-testid={TestId.referSubmit}
          >
            {sent ? 'Attach files' : 'Send referral'}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
