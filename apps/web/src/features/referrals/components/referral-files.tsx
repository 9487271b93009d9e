import { Button, Group } from '@mantine/core';
import { IconPaperclip } from '@tabler/icons-react';
import type { Referral } from '@clinicall/shared/referrals/referrals';
import { TestId } from '@clinicall/shared/test-ids';
import { downloadReferralFile } from '../api/download-referral-file';

/** F94: the referral's attachments, each downloaded with `GET /referrals/download`. */
export function ReferralFiles({ referral }: { referral: Referral }) {
  if (referral.attachmentList.length === 0) return null;
  return (
    <Group gap="xs" wrap="wrap">
      {referral.attachmentList.map((file) => (
        <Button
          key={file.id}
          size="compact-sm"
          variant="subtle"
          leftSection={<IconPaperclip size={14} aria-hidden />}
          onClick={() => void downloadReferralFile(referral.id, file.fileName)}
          aria-label={`Download ${file.fileName}`}
          data-testid={TestId.referralAttachment}
          styles={{ label: { whiteSpace: 'normal', textAlign: 'left' } }}
        >
          {file.fileName}
        </Button>
      ))}
    </Group>
  );
}
