import { EmptyState, Skeleton, Stack, Text } from '@mantine/core';
import { IconFileSearch } from '@tabler/icons-react';
import { useState } from 'react';
import { AdminAuditMessages } from '@clinicall/shared/admin-audit/admin-audit';
import { TestId } from '@clinicall/shared/test-ids';
import { InfiniteScroll } from '../../../components/ui/infinite-scroll';
import { LoadError } from '../../../components/ui/load-error';
import { PageFrame } from '../../../components/ui/page-frame';
import { toast } from '../../../components/ui/toast';
import { openOrSaveFile } from '../../../lib/open-or-save-file';
import { viewerZone } from '../../../lib/zoned-time';
import { useCurrentAccount } from '../../identity';
import { downloadAdminAudit, useAdminAudit, type AdminAuditFilter } from '../api/admin-audit';
import { AdminAuditForm } from '../components/admin-audit-form';
import { AdminAuditTable } from '../components/admin-audit-table';

const csvName = () => `admin-audit-${new Date().toISOString().slice(0, 10)}.csv`;

function AdminAuditResults({ filter, zone }: { filter: AdminAuditFilter; zone: string }) {
  const query = useAdminAudit(filter);
  if (query.isPending) {
    return (
      <Stack gap="sm" aria-busy="true" aria-label="Loading the admin audit">
        {[0, 1, 2, 3].map((key) => (
          <Skeleton key={key} height={44} radius="sm" />
        ))}
      </Stack>
    );
  }
  if (query.isError) {
    return (
      <LoadError
        title={AdminAuditMessages.loadFailed}
        error={query.error}
        onRetry={() => void query.refetch()}
      />
    );
  }
  const entries = query.data.pages.flatMap((page) => page.content);
  if (entries.length === 0) {
    return (
      <EmptyState
        icon={<IconFileSearch aria-hidden />}
        title={AdminAuditMessages.empty}
        data-testid={TestId.adminAuditEmpty}
      />
    );
  }
  return (
    <Stack gap="md" style={{ opacity: query.isPlaceholderData ? 0.6 : 1 }}>
      <AdminAuditTable entries={entries} zone={zone} />
      <InfiniteScroll
        hasMore={query.hasNextPage}
        loading={query.isFetchingNextPage}
        onMore={() => void query.fetchNextPage()}
        testId={TestId.adminAuditMore}
      />
    </Stack>
  );
}

/** Issue 20 point 8 (not in the spec): `/admin-dashboard/audit`, who changed what, and when. */
export function AdminAuditPage() {
  const zone = viewerZone(useCurrentAccount().timeZone);
  const [filter, setFilter] = useState<AdminAuditFilter>({});
  const [downloading, setDownloading] = useState(false);

  const download = async () => {
    setDownloading(true);
    try {
      await openOrSaveFile(csvName(), () => downloadAdminAudit(filter));
    } catch {
      toast.error(AdminAuditMessages.downloadFailed);
    } finally {
      setDownloading(false);
    }
  };

  return (
    <PageFrame title={AdminAuditMessages.title}>
      <Text size="sm" c="dimmed" mt={-8}>
        {AdminAuditMessages.intro}
      </Text>
      <AdminAuditForm
        zone={zone}
        onSearch={setFilter}
        onDownload={() => void download()}
        downloading={downloading}
      />
      <AdminAuditResults filter={filter} zone={zone} />
    </PageFrame>
  );
}
