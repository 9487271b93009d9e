import { Card } from '@mantine/core';
import { PageFrame } from '../../../components/ui/page-frame';
import { InvitePanel } from '../components/invite-panel';

/** Spec 2 §2 patients.invite (/patients/invite): invite patients by form or CSV. */
export function InvitePage() {
  return (
    <PageFrame title="Invite patients">
      <Card withBorder maw={720}>
        <InvitePanel />
      </Card>
    </PageFrame>
  );
}
