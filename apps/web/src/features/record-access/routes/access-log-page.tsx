import { Select, Skeleton, Text } from '@mantine/core';
import { useState } from 'react';
import { RecordAccessMessages } from '@clinicall/shared/record-access/messages';
import { TestId } from '@clinicall/shared/test-ids';
import { LogResults } from '../../../components/ui/log-results';
import { PageFrame } from '../../../components/ui/page-frame';
import { toast } from '../../../components/ui/toast';
import { openOrSaveFile } from '../../../lib/open-or-save-file';
import { viewerZone } from '../../../lib/zoned-time';
import { useCurrentAccount, useLoggedUser } from '../../identity';
import { downloadAccessLog, useAccessLog, type AccessLogFilter } from '../api/access-log';
import { AccessLogForm } from '../components/access-log-form';
import { AccessLogTable } from '../components/access-log-table';

const csvName = () => `access-log-${new Date().toISOString().slice(0, 10)}.csv`;

function AccessLogResults({
  clinicId,
  filter,
  zone,
}: {
  clinicId: number;
  filter: AccessLogFilter;
  zone: string;
}) {
  return (
    <LogResults
      query={useAccessLog(clinicId, filter)}
      loadingLabel="Loading the access log"
      errorTitle={RecordAccessMessages.adminLoadFailed}
      empty={{ title: RecordAccessMessages.adminEmpty, testId: TestId.accessLogEmpty }}
      moreTestId={TestId.accessLogMore}
    >
      {(entries) => <AccessLogTable entries={entries} zone={zone} />}
    </LogResults>
  );
}

/**
 * Issue 19 path 5 (not in the spec): `/clinic-admin-dashboard/access-log`, who read the clinic's
 * patients' records, searched by patient, reader, kind and dates, and downloaded as CSV.
 */
export function AccessLogPage() {
  const zone = viewerZone(useCurrentAccount().timeZone);
  const loggedUser = useLoggedUser();
  const clinics = loggedUser.data?.clinicDTOS ?? [];
  const [chosen, setChosen] = useState<string | null>(null);
  const clinicId = Number(chosen ?? clinics[0]?.id ?? 0);
  const [filter, setFilter] = useState<AccessLogFilter>({});
  const [downloading, setDownloading] = useState(false);

  const download = async () => {
    setDownloading(true);
    try {
      await openOrSaveFile(csvName(), () => downloadAccessLog(clinicId, filter));
    } catch {
      toast.error(RecordAccessMessages.downloadFailed);
    } finally {
      setDownloading(false);
    }
  };

  return (
    <PageFrame title={RecordAccessMessages.adminTitle}>
      <Text size="sm" c="dimmed" mt={-8}>
        {RecordAccessMessages.adminIntro}
      </Text>
      {clinics.length > 1 && (
        <Select
          label="Clinic"
          data={clinics.map((clinic) => ({ value: String(clinic.id), label: clinic.name }))}
          value={String(clinicId)}
          onChange={setChosen}
          allowDeselect={false}
          maw={360}
        />
      )}
      {loggedUser.isPending ? (
        <Skeleton height={36} radius="sm" />
      ) : clinicId === 0 ? (
        <Text>{RecordAccessMessages.noClinic}</Text>
      ) : (
        <>
          <AccessLogForm
            zone={zone}
            onSearch={setFilter}
            onDownload={() => void download()}
            downloading={downloading}
          />
          <AccessLogResults clinicId={clinicId} filter={filter} zone={zone} />
        </>
      )}
    </PageFrame>
  );
}
