import { Button, Group, Paper, Radio, Stack, TextInput } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconSearch } from '@tabler/icons-react';
import { useState } from 'react';
import { DEBOUNCE_MS } from '@clinicall/shared/constants';
import { TestId } from '@clinicall/shared/test-ids';
import { PageFrame } from '../../../components/ui/page-frame';
import { AssistProviderDialog } from '../components/assist-provider-dialog';
import { ProviderList } from '../components/provider-list';
import { useAssistedProviders } from '../api/get-assisted-providers';

/** A54–A60: choose the provider to act for. */
export function AssistDashboardPage() {
  const [search, setSearch] = useState('');
  const [debounced] = useDebouncedValue(search.trim(), DEBOUNCE_MS);
  const providers = useAssistedProviders(debounced);
  const [selectedId, setSelectedId] = useState<string | null>(null);
  const [dialogOpen, setDialogOpen] = useState(false);
  const all = providers.data?.pages.flatMap((page) => page.content) ?? [];
  const selected = all.find((provider) => String(provider.id) === selectedId) ?? null;

  return (
    <PageFrame title="Choose a provider to assist">
      <Paper withBorder radius="md" p={{ base: 'md', sm: 'lg' }}>
        <Stack gap="lg">
          <TextInput
            label="Search providers"
            description="First, last or full name"
            leftSection={<IconSearch size={16} aria-hidden />}
            value={search}
            onChange={(event) => setSearch(event.currentTarget.value)}
            data-testid={TestId.assistSearch}
          />
          <Radio.Group
            value={selectedId}
            onChange={setSelectedId}
            label="Providers you assist"
            labelProps={{ mb: 'sm' }}
          >
            <ProviderList query={providers} providers={all} />
          </Radio.Group>
          <Group justify="flex-end" gap="sm">
            {/* I33: Cancel drops the current choice. */}
            <Button
              variant="default"
              onClick={() => setSelectedId(null)}
              disabled={selectedId === null}
              data-testid={TestId.assistCancel}
            >
              Cancel
            </Button>
            <Button
              onClick={() => setDialogOpen(true)}
              disabled={selected === null}
              data-testid={TestId.assistNext}
            >
              Next
            </Button>
          </Group>
        </Stack>
      </Paper>
      <AssistProviderDialog
        provider={dialogOpen ? selected : null}
        onClose={() => setDialogOpen(false)}
      />
    </PageFrame>
  );
}
