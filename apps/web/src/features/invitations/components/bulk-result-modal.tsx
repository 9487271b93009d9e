import { Button, Group, List, Modal, Stack, Text } from '@mantine/core';
import { BulkResultMessages } from '@clinicall/shared/invitations/messages';
import type { BulkInviteResult } from '@clinicall/shared/invitations/schemas';
import { TestId } from '@clinicall/shared/test-ids';

function EmailGroup({ title, emails }: { title: string; emails: string[] }) {
  if (emails.length === 0) return null;
  return (
    <Stack gap={4}>
      <Text fw={500}>{title}</Text>
      <List size="sm" spacing={2} style={{ maxHeight: 160, overflowY: 'auto' }}>
        {emails.map((email) => (
          <List.Item key={email}>{email}</List.Item>
        ))}
      </List>
    </Stack>
  );
}

/** F85: the invite result's groups; family members count with those who already have an account. */
export function BulkResultModal({
  result,
  onClose,
}: {
  result: BulkInviteResult | null;
  onClose: () => void;
}) {
  const created = (result?.createdAccounts.length ?? 0) + (result?.invitedToClinic.length ?? 0);
  return (
    <Modal opened={result !== null} onClose={onClose} title="Invite result" centered>
      {result && (
        <Stack data-testid={TestId.bulkResult}>
          <EmailGroup
            title={BulkResultMessages.alreadyHaveAccount}
            emails={[...result.alreadyHaveAccountAtThisClinic, ...result.familyMembers]}
          />
          <EmailGroup
            title={BulkResultMessages.failed}
            emails={result.failedToCreateAccountForEmails}
          />
          <Text fw={500}>
            {created > 0
              ? `${BulkResultMessages.created} (${created})`
              : BulkResultMessages.noneCreated}
          </Text>
          <Group justify="flex-end">
            <Button onClick={onClose}>Close</Button>
          </Group>
        </Stack>
      )}
    </Modal>
  );
}
