import type {
  ProviderListItem,
  ProviderPage,
} from '@clinicall/shared/provider-network/provider-network';

/** A provider of the network as the searches answer one; not connected unless told. */
export function networkProvider(
  id: number,
  name: string,
  extra: Partial<ProviderListItem> = {},
): ProviderListItem {
  return {
    id,
    email: `provider${id}@example.org`,
    name,
    imagePath: null,
    practice: 'Cardiology',
    clinic: 'Riverside Clinic',
    onNetwork: false,
    preferred: false,
    ...extra,
  };
}

/** One page of a provider search. */
export function providerPage(list: ProviderListItem[], isLast = true): ProviderPage {
  return { total: list.length, isLast, list };
}
