import { TextInput } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconSearch } from '@tabler/icons-react';
import { useState } from 'react';
import { DEBOUNCE_MS } from '@clinicall/shared/constants';
import { ReferralListMessages as M } from '@clinicall/shared/referrals/referral-list';
import { Role } from '@clinicall/shared/roles';
import { TestId } from '@clinicall/shared/test-ids';
import { PageFrame } from '../../../components/ui/page-frame';
import { viewerZone } from '../../../lib/zoned-time';
import { useCurrentAccount } from '../../identity';
import { useReferrals } from '../api/get-referrals';
import { ReferralList } from '../components/referral-list';
import { useLiveReferrals } from '../hooks/use-live-referrals';

/**
 * F87–F94: `/referrals` in the in-mail area: the provider's sent and received referrals, or the
 * patient's own, grouped by day in the account's zone, with a search; kept live over the
 * realtime channel (issue 22 item 2).
 */
export function ReferralsPage() {
  const account = useCurrentAccount();
  const isPatient = account.roles.includes(Role.patient);
  useLiveReferrals();
  const [search, setSearch] = useState('');
  const [keyword] = useDebouncedValue(search.trim(), DEBOUNCE_MS);
  const query = useReferrals(isPatient ? 'patient' : 'provider', keyword);
  const viewer = {
    id: account.id,
    isPatient,
    zone: viewerZone(account.timeZone),
  };
  return (
    <PageFrame title={M.title}>
      <TextInput
        aria-label={M.search}
        placeholder={M.search}
        leftSection={<IconSearch size={16} aria-hidden />}
        value={search}
        onChange={(event) => setSearch(event.currentTarget.value)}
        data-testid={TestId.referralsSearch}
      />
      <ReferralList query={query} viewer={viewer} />
    </PageFrame>
  );
}
