import { Badge, Group, Skeleton, Stack, Text, Title } from '@mantine/core';
import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import type { ProviderProfile } from '@clinicall/shared/people/provider-profile';
import { TestId } from '@clinicall/shared/test-ids';
import { ProviderNetworkError } from '../../../components/ui/provider-list';

/** One titled part of the profile; an empty one says so rather than vanish. */
function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Stack gap={4}>
      <Title order={3} fz="sm" c="dimmed" tt="uppercase">
        {title}
      </Title>
      {children}
    </Stack>
  );
}

function Items({ items, none }: { items: string[]; none: string }) {
  if (items.length === 0) return <Text size="sm">{none}</Text>;
  return (
    <Group gap={6} wrap="wrap">
      {items.map((item) => (
        <Badge key={item} variant="light" color="gray" tt="none" style={{ maxWidth: '100%' }}>
          {item}
        </Badge>
      ))}
    </Group>
  );
}

/**
 * F103 "View profile": what the network profile answers (overview, specialties, languages,
 * insurances), its loading state and F106's text when the call fails.
 */
export function NetworkProfileDetails({ query }: { query: UseQueryResult<ProviderProfile> }) {
  if (query.isPending) {
    return (
      <Stack gap="xs" aria-busy="true" data-testid={TestId.networkProfileLoading}>
        <Skeleton height={14} width="40%" />
        <Skeleton height={48} />
        <Skeleton height={14} width="60%" />
      </Stack>
    );
  }
  if (query.isError) {
    return <ProviderNetworkError query={query} testId={TestId.networkProfileError} />;
  }
  const profile = query.data;
  return (
    <Stack gap="md" data-testid={TestId.networkProfileDetails}>
      <Section title="Overview">
        <Text size="sm" style={{ whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}>
          {profile.briefOverview || 'No overview given.'}
        </Text>
      </Section>
      <Section title="Specialties">
        <Items items={profile.specialties} none="No specialties given." />
      </Section>
      <Section title="Languages">
        <Items items={profile.languages} none="No languages given." />
      </Section>
      <Section title="Insurances">
        <Items items={profile.insurances} none="No insurances given." />
      </Section>
    </Stack>
  );
}
