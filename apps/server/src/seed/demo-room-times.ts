const MINUTE = 60_000;

/**
 * C89: the room of a concluded demo video visit, so past lists show durations: the provider entered
 * a minute after the start and the call ended a few minutes before the booked end (varied by
 * `index`, at least five minutes long). Other visits had no room.
 */
export function demoRoomTimes(
  plan: { type: string; finishReason?: string | undefined },
  start: Date,
  minutes: number,
  index: number,
) {
  if (plan.type !== 'VIDEO' || plan.finishReason !== 'APPOINTMENT_CONCLUDED') return {};
  const roomStartTime = new Date(start.getTime() + MINUTE);
  const length = Math.max(5, minutes - 2 - (index % 3) * 3);
  return { roomStartTime, roomEndTime: new Date(roomStartTime.getTime() + length * MINUTE) };
}
