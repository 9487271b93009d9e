import { RealtimeEventSchema } from '@clinicall/shared/realtime';
import { publishRealtime } from './realtime-bus';

/** Every server message is parsed against the shared union; what fails is dropped, never trusted. */
export function receiveRealtimeEvent(raw: unknown): boolean {
  const parsed = RealtimeEventSchema.safeParse(raw);
  if (!parsed.success) return false;
  publishRealtime(parsed.data);
  return true;
}
