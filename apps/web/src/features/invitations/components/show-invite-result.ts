import { BulkResultMessages } from '@clinicall/shared/invitations/messages';
import type { BulkInviteResult } from '@clinicall/shared/invitations/schemas';
import { TestId } from '@clinicall/shared/test-ids';
import { showTable } from '../../../components/ui/show-table';

/** The spec names the groups only; each row's status says which outcome put it there. */
const Status = {
  memberHere: 'Already a patient of this clinic',
  familyMember: 'Family member of another account',
  failed: 'Account not created',
  created: 'Account created, invitation sent',
  invited: 'Invited to join your clinic',
} as const;

const rows = (emails: readonly string[], status: string) => emails.map((email) => [email, status]);

/**
 * F85, H3: the CSV invite's result in the show-table dialog, one captioned table per spec group;
 * family members count with those who already have an account.
 */
export function showInviteResult(result: BulkInviteResult): Promise<void> {
  const created = result.createdAccounts.length + result.invitedToClinic.length;
  return showTable({
    title: 'Invite result',
    columns: ['Email', 'Status'],
    testId: TestId.bulkResult,
    sections: [
      {
        caption: BulkResultMessages.alreadyHaveAccount,
        rows: [
          ...rows(result.alreadyHaveAccountAtThisClinic, Status.memberHere),
          ...rows(result.familyMembers, Status.familyMember),
        ],
      },
      {
        caption: BulkResultMessages.failed,
        rows: rows(result.failedToCreateAccountForEmails, Status.failed),
      },
      {
        caption: `${BulkResultMessages.created} (${created})`,
        rows: [
          ...rows(result.createdAccounts, Status.created),
          ...rows(result.invitedToClinic, Status.invited),
        ],
      },
    ],
    ...(created === 0 && { footer: BulkResultMessages.noneCreated }),
  });
}
