import { Anchor, Text } from '@mantine/core';
import { IconExternalLink, IconMail } from '@tabler/icons-react';
import type { TestId } from '@clinicall/shared/test-ids';
import { useConfigs } from '../../identity';

interface SupportLinkProps {
  /** Which configured address this is: the knowledge base or the live chat (GET /api/configs). */
  kind: 'knowledgeBaseUrl' | 'liveChatUrl';
  label: string;
  testId: TestId;
}

/**
 * F133: a link to the installation's knowledge base or live chat, opened in a new tab. Where the
 * installation has none configured, the support address is offered instead, so the section always
 * leads somewhere.
 */
export function SupportLink({ kind, label, testId }: SupportLinkProps) {
  const configs = useConfigs().data;
  if (!configs) return null;
  const url = configs[kind];
  if (url !== null) {
    return (
      <Anchor href={url} target="_blank" rel="noopener noreferrer" size="sm" data-testid={testId}>
        <IconExternalLink
          size={14}
          aria-hidden
          style={{ verticalAlign: 'middle', marginRight: 4 }}
        />
        {label}
      </Anchor>
    );
  }
  return (
    <Text size="sm">
      Write to us at{' '}
      <Anchor href={`mailto:${configs.supportEmail}`} data-testid={testId}>
        <IconMail size={14} aria-hidden style={{ verticalAlign: 'middle', marginRight: 4 }} />
        {configs.supportEmail}
      </Anchor>
    </Text>
  );
}
