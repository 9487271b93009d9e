import { Alert, Anchor, Button, FileInput, List, Stack, Text } from '@mantine/core';
import { IconDownload, IconFileTypeCsv } from '@tabler/icons-react';
import { useMemo, useState } from 'react';
import { CSV_TEMPLATE, checkInviteCsv, type CsvCheck } from '@clinicall/shared/invitations/csv';
import { CsvMessages, InviteMessages } from '@clinicall/shared/invitations/messages';
import { TestId } from '@clinicall/shared/test-ids';
import { isApiError } from '../../../lib/api-error';
import { toast } from '../../../components/ui/toast';
import { useBulkInvite } from '../api/bulk-invite';
import { showInviteResult } from './show-invite-result';

/** The file's text through FileReader, which every browser (and the test DOM) offers. */
function readText(file: File): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(typeof reader.result === 'string' ? reader.result : '');
    reader.onerror = () => reject(reader.error ?? new Error('unreadable file'));
    reader.readAsText(file);
  });
}

/** F73: only .csv files (by name or type) are read. */
const isCsv = (file: File) => /\.csv$/i.test(file.name) || file.type === 'text/csv';

/** F73–F86: download the template, upload the file, create the accounts. */
export function CsvInvite() {
  const bulk = useBulkInvite();
  const [file, setFile] = useState<File | null>(null);
  const [check, setCheck] = useState<CsvCheck | null>(null);
  const [sent, setSent] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const templateUrl = useMemo(
    () => `data:text/csv;charset=utf-8,${encodeURIComponent(CSV_TEMPLATE)}`,
    [],
  );

  const load = async (chosen: File | null) => {
    setFile(chosen);
    setSent(false);
    setError(null);
    if (!chosen) return setCheck(null);
    if (!isCsv(chosen)) return setCheck({ ok: false, messages: [CsvMessages.csvOnly] });
    try {
      setCheck(checkInviteCsv(await readText(chosen)));
    } catch {
      setCheck({ ok: false, messages: [CsvMessages.nothingUsable] });
    }
  };

  const create = () => {
    if (!check?.ok) return;
    setSent(true);
    bulk.mutate(check.rows, {
      onSuccess: (answer) => {
        toast.success(InviteMessages.bulkSent);
        void showInviteResult(answer);
      },
      onError: (failure) => {
        setSent(false);
        setError(isApiError(failure) ? failure.message : CsvMessages.nothingUsable);
      },
    });
  };

  return (
    <Stack gap="md">
      <List type="ordered" spacing="md">
        <List.Item>
          <Text fw={500}>Download the CSV template</Text>
          <Anchor
            href={templateUrl}
            download="patients-template.csv"
            data-testid={TestId.csvTemplate}
            fz="sm"
          >
            <IconDownload size={14} aria-hidden /> patients-template.csv
          </Anchor>
          <Text size="sm" c="dimmed">
            Five columns: first name, last name, e-mail, gender (male or female), date of birth
            (mm/dd/yyyy). At most 300 patients per file.
          </Text>
        </List.Item>
        <List.Item>
          <Text fw={500}>Upload your file</Text>
          <FileInput
            aria-label="CSV file"
            placeholder="Choose a .csv file"
            accept=".csv,text/csv"
            leftSection={<IconFileTypeCsv size={18} aria-hidden />}
            value={file}
            onChange={(chosen) => void load(chosen)}
            clearable
            data-testid={TestId.csvFile}
          />
        </List.Item>
        <List.Item>
          <Text fw={500}>Create the accounts</Text>
          <Button
            mt="xs"
            onClick={create}
            disabled={!check?.ok || sent}
            loading={bulk.isPending}
            data-testid={TestId.csvCreate}
          >
            Create Accounts
          </Button>
        </List.Item>
      </List>
      {check && (
        <Alert color={check.ok ? 'teal' : 'red'} data-testid={TestId.csvMessages}>
          {check.ok ? (
            check.message
          ) : (
            <Stack gap={4}>
              {check.messages.map((message) => (
                <Text key={message} size="sm">
                  {message}
                </Text>
              ))}
            </Stack>
          )}
        </Alert>
      )}
      {error && <Alert color="red">{error}</Alert>}
    </Stack>
  );
}
