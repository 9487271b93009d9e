import type { Offerings } from '@clinicall/shared/scheduling/offerings';
import { EncounterTypeLabel } from '@clinicall/shared/scheduling/types';
import { formatShortDay } from '../../lib/calendar-dates';
import { formatClockTime } from '../../lib/zoned-time';
import { cardPaymentDue, type BookingDraft } from './booking-draft';
import { usd } from './usd';

function paymentLine(draft: BookingDraft) {
  if (draft.paymentType !== 'CASH') return 'Payment: insurance';
  return cardPaymentDue(draft)
    ? `Payment: ${usd.format(draft.price ?? 0)} by card`
    : 'Payment: none (free of charge)';
}

/** C43: what the dialog shows before the request is sent; the time on the clock of `zone`. */
export function bookingDetails(
  draft: BookingDraft,
  offerings: Offerings | undefined,
  withName: string,
  zone: string,
): string[] {
  const videoType = offerings?.encounterAccounts
    .find((account) => account.encounterType === 'VIDEO')
    ?.encounterVideoTypes.find((type) => type.id === draft.videoTypeId);
  const type = draft.type === null ? '' : EncounterTypeLabel[draft.type];
  return [
    `Type: ${videoType === undefined ? type : `${type} (${videoType.encounterName})`}`,
    `With: ${withName}`,
    ...(draft.slot === null
      ? []
      : [
          `When: ${formatShortDay(draft.slot.date)}, ${formatClockTime(draft.slot.startTime, zone)}`,
        ]),
    ...(draft.duration === null ? [] : [`Length: ${draft.duration} minutes`]),
    paymentLine(draft),
  ];
}
