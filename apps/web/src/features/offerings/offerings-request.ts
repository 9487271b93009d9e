import type {
  Offerings,
  SaveOfferingsRequest,
  VideoEncounterTypeInput,
} from '@clinicall/shared/scheduling/offerings';
import type { EncounterType } from '@clinicall/shared/scheduling/types';

/** C2: the three types the page switches; the phone call keeps whatever state it has. */
export const SWITCHED_TYPES = ['MESSAGE', 'VIDEO', 'OFFICE'] as const;
export type SwitchedType = (typeof SWITCHED_TYPES)[number];
export type Switches = Record<SwitchedType, boolean>;

const accountOf = (offerings: Offerings, type: EncounterType) =>
  offerings.encounterAccounts.find((account) => account.encounterType === type);

export function switchesOf(offerings: Offerings): Switches {
  return {
    MESSAGE: accountOf(offerings, 'MESSAGE')?.active ?? false,
    VIDEO: accountOf(offerings, 'VIDEO')?.active ?? false,
    OFFICE: accountOf(offerings, 'OFFICE')?.active ?? false,
  };
}

export function videoTypesOf(offerings: Offerings): VideoEncounterTypeInput[] {
  return accountOf(offerings, 'VIDEO')?.encounterVideoTypes ?? [];
}

/**
 * C4: the body that saves the switches and the video types. In Office is sent only where the
 * clinic allows it (C3); the server refuses switching it on elsewhere.
 */
export function offeringsRequest(
  offerings: Offerings,
  switches: Switches,
  videoTypes: readonly VideoEncounterTypeInput[],
): SaveOfferingsRequest {
  const types = SWITCHED_TYPES.filter((type) => type !== 'OFFICE' || offerings.inOfficeAllowed);
  return {
    encounterAccounts: types.map((type) => ({
      encounterType: type,
      active: switches[type],
      quantity: accountOf(offerings, type)?.quantity ?? 0,
      encounterVideoTypes: type === 'VIDEO' ? [...videoTypes] : [],
    })),
  };
}
