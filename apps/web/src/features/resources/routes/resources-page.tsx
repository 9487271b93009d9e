import { Anchor, Card, List, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { IconBook, IconDeviceDesktop, IconMessageCircle, IconTicket } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { Paths } from '@clinicall/shared/paths';
import { SupportMessages } from '@clinicall/shared/support';
import { TestId } from '@clinicall/shared/test-ids';
import { PageFrame } from '../../../components/ui/page-frame';
import { SupportLink } from '../components/support-link';
import { SupportTicketForm } from '../components/support-ticket-form';
import { SupportWidget } from '../components/support-widget';

function Section({
  icon,
  title,
  children,
}: {
  icon: ReactNode;
  title: string;
  children: ReactNode;
}) {
  return (
    <Card withBorder padding="lg">
      <Stack gap="xs">
        <Title order={2} fz="h4" style={{ display: 'flex', alignItems: 'center', gap: 8 }}>
          {icon}
          {title}
        </Title>
        {children}
      </Stack>
    </Card>
  );
}

/** F133, F134: Help & Support for providers and patients. */
export function ResourcesPage() {
  return (
    <PageFrame title="Help & Support">
      <Stack gap="lg" data-testid={TestId.resourcesPage}>
        <SimpleGrid cols={{ base: 1, md: 3 }}>
          <Section icon={<IconMessageCircle size={20} aria-hidden />} title="Live chat">
            <Text size="sm">Our support team chats live {SupportMessages.liveChatHours}.</Text>
            <SupportLink
              kind="liveChatUrl"
              label="Start a live chat"
              testId={TestId.supportLiveChat}
            />
          </Section>
          <Section icon={<IconBook size={20} aria-hidden />} title="Knowledge base">
            <Text size="sm">
              Articles on joining a video visit, booking, moving and cancelling appointments, and
              keeping your profile and password up to date.
            </Text>
            <SupportLink
              kind="knowledgeBaseUrl"
              label="Browse the knowledge base"
              testId={TestId.supportKnowledgeBase}
            />
          </Section>
          <Section
            icon={<IconDeviceDesktop size={20} aria-hidden />}
            title="Technical requirements"
          >
            <List size="sm" spacing={4}>
              <List.Item>Windows or Mac: Chrome or Firefox (Mac also Safari)</List.Item>
              <List.Item>Android: Chrome; iPhone and iPad: Safari</List.Item>
              <List.Item>A camera, a microphone and a steady internet connection</List.Item>
            </List>
            <Anchor
              component={Link}
              to={Paths.techCheck}
              size="sm"
              data-testid={TestId.supportTechCheck}
            >
              Test your camera and microphone
            </Anchor>
          </Section>
        </SimpleGrid>
        <Section icon={<IconTicket size={20} aria-hidden />} title="Support ticket">
          <Text size="sm" c="dimmed">
            Describe the problem; our team answers by e-mail.
          </Text>
          <SupportTicketForm />
        </Section>
      </Stack>
      <SupportWidget />
    </PageFrame>
  );
}
