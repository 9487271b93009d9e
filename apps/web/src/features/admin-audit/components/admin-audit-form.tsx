import { useState } from 'react';
import { TestId } from '@clinicall/shared/test-ids';
import { LogFilterInput, LogSearchForm, textFilter } from '../../../components/ui/log-search-form';
import type { AdminAuditFilter } from '../api/admin-audit';

interface AdminAuditFormProps {
  zone: string;
  onSearch: (filter: AdminAuditFilter) => void;
  onDownload: () => void;
  downloading: boolean;
}

/** Issue 20 point 8: search the admin actions by clinic, actor and days (on the viewer's clock). */
export function AdminAuditForm({ onSearch, ...props }: AdminAuditFormProps) {
  const [clinic, setClinic] = useState('');
  const [actor, setActor] = useState('');
  return (
    <LogSearchForm
      {...props}
      label="Search the admin audit"
      testId={TestId.adminAuditForm}
      downloadTestId={TestId.adminAuditDownload}
      onSearch={(days) =>
        onSearch({ ...textFilter('clinic', clinic), ...textFilter('actor', actor), ...days })
      }
    >
      <LogFilterInput label="Clinic" placeholder="Name or id" value={clinic} onChange={setClinic} />
      <LogFilterInput label="Done by" value={actor} onChange={setActor} />
    </LogSearchForm>
  );
}
