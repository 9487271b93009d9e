import { Anchor, Text } from '@mantine/core';
import { useConfigs } from '../../identity';

/** The installation's support address (SUPPORT_EMAIL), once the site's settings have loaded. */
export function SupportContact({ lead }: { lead: string }) {
  const email = useConfigs().data?.supportEmail;
  if (!email) return null;
  return (
    <Text size="sm">
      {lead} <Anchor href={`mailto:${email}`}>{email}</Anchor>
    </Text>
  );
}
