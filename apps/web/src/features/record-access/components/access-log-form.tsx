import { Select } from '@mantine/core';
import { useState } from 'react';
import { KNOWN_READ_KINDS, readKindLabel } from '@clinicall/shared/record-access/messages';
import { TestId } from '@clinicall/shared/test-ids';
import { LogFilterInput, LogSearchForm, textFilter } from '../../../components/ui/log-search-form';
import type { AccessLogFilter } from '../api/access-log';

const kinds = KNOWN_READ_KINDS.map((kind) => ({ value: kind, label: readKindLabel(kind) }));

interface AccessLogFormProps {
  zone: string;
  onSearch: (filter: AccessLogFilter) => void;
  onDownload: () => void;
  downloading: boolean;
}

/** Issue 19 path 5: the clinic admin's search of the access log, and the download of what it finds. */
export function AccessLogForm({ onSearch, ...props }: AccessLogFormProps) {
  const [patient, setPatient] = useState('');
  const [reader, setReader] = useState('');
  const [kind, setKind] = useState<string | null>(null);
  return (
    <LogSearchForm
      {...props}
      label="Search the access log"
      testId={TestId.accessLogForm}
      downloadTestId={TestId.accessLogDownload}
      onSearch={(days) =>
        onSearch({
          ...textFilter('patient', patient),
          ...textFilter('reader', reader),
          ...(kind ? { kind } : {}),
          ...days,
        })
      }
    >
      <LogFilterInput label="Patient" value={patient} onChange={setPatient} />
      <LogFilterInput label="Read by" value={reader} onChange={setReader} />
      <Select
        label="What was read"
        placeholder="Anything"
        data={kinds}
        value={kind}
        onChange={setKind}
        clearable
        miw={{ base: '100%', sm: 200 }}
      />
    </LogSearchForm>
  );
}
