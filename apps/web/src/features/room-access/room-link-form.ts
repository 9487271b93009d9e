import { DATE_OF_BIRTH_PATTERN, isoFromUsDate } from '@clinicall/shared/room-access/room-links';
import { RoomAccessMessages } from '@clinicall/shared/room-access/messages';

const { dateRequired, dateFormat } = RoomAccessMessages.roomLink;

/** D25: the date field's message, or null when the date is a real MM/DD/YYYY date. */
export function dateOfBirthError(value: string): string | null {
  if (value.trim() === '') return dateRequired;
  if (!DATE_OF_BIRTH_PATTERN.test(value) || isoFromUsDate(value) === null) return dateFormat;
  return null;
}
