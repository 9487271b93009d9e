import { Button, Center, Loader, Stack, Text, TextInput } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconSearch } from '@tabler/icons-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { DEBOUNCE_MS } from '@clinicall/shared/constants';
import { InMailMessages } from '@clinicall/shared/messaging/messages';
import { Paths } from '@clinicall/shared/paths';
import { TestId } from '@clinicall/shared/test-ids';
import { InfiniteScroll } from '../../../components/ui/infinite-scroll';
import { LoadError } from '../../../components/ui/load-error';
import { PageFrame } from '../../../components/ui/page-frame';
import { viewerZone } from '../../../lib/zoned-time';
import { IsProvider, useCurrentAccount } from '../../identity';
import { useTopics } from '../api/get-topics';
import { TopicRow } from '../components/topic-row';
import { useLiveInbox } from '../hooks/use-live-inbox';

/** E1–E3: `/messages/`: the topics with a search box; providers also get New Message. */
export function TopicsPage() {
  const account = useCurrentAccount();
  useLiveInbox();
  const zone = viewerZone(account.timeZone);
  const [search, setSearch] = useState('');
  const [keyword] = useDebouncedValue(search.trim(), DEBOUNCE_MS);
  const topics = useTopics(keyword);
  const rows = topics.data?.pages.flatMap((page) => page.content) ?? [];
  return (
    <PageFrame
      title="Messages"
      actions={
        <IsProvider>
          <Button component={Link} to={Paths.newMessage} data-testid={TestId.newMessageButton}>
            New Message
          </Button>
        </IsProvider>
      }
    >
      <TextInput
        aria-label="Search messages"
        placeholder="Search messages"
        leftSection={<IconSearch size={16} aria-hidden />}
        value={search}
        onChange={(event) => setSearch(event.currentTarget.value)}
        data-testid={TestId.topicsSearch}
      />
      {topics.isPending && (
        <Center py="xl">
          <Loader aria-label="Loading messages" />
        </Center>
      )}
      {topics.isError && (
        <LoadError title="Messages" error={topics.error} onRetry={() => void topics.refetch()} />
      )}
      {topics.isSuccess && rows.length === 0 && (
        <Text c="dimmed" data-testid={TestId.topicsEmpty}>
          {InMailMessages.noTopics}
        </Text>
      )}
      <Stack gap="xs">
        {rows.map((topic) => (
          <TopicRow key={topic.id} topic={topic} viewerId={account.id} zone={zone} />
        ))}
      </Stack>
      <InfiniteScroll
        hasMore={topics.hasNextPage}
        loading={topics.isFetchingNextPage}
        onMore={() => void topics.fetchNextPage()}
        testId={TestId.topicsMore}
      />
    </PageFrame>
  );
}
