import type { Encounter } from '@clinicall/shared/scheduling/encounters';
import { allowedTransitions } from '@clinicall/shared/scheduling/lifecycle';

/** The buttons a row may show; starting and finishing belong to the room (D8–D11). */
const ROW_ACTIONS = ['ACCEPTED', 'DECLINED', 'CANCELLED'] as const;
export type RowAction = (typeof ROW_ACTIONS)[number];

export interface Viewer {
  side: 'provider' | 'patient';
  /** C81: whether the appointment's clinic has scheduling enabled. */
  schedulingEnabled: boolean;
  /** D15: the clinic shows providers the patient-in-room light. */
  patientInRoomLight?: boolean;
}

const isRowAction = (status: string): status is RowAction =>
  (ROW_ACTIONS as readonly string[]).includes(status);

/**
 * The buttons of one row (C74, C75, C81) from the shared transition table the server enforces:
 * the other party of a request accepts or declines it (never its requester, C75), the requester
 * may withdraw it, a confirmed appointment may be cancelled until 15 minutes before start.
 */
export function rowActions(encounter: Encounter, viewer: Viewer, now: number): RowAction[] {
  return allowedTransitions(
    {
      status: encounter.status,
      type: encounter.type,
      startTime: encounter.startTime,
      endTime: encounter.endTime,
      schedulingEnabled: viewer.schedulingEnabled,
    },
    { side: viewer.side, requestedByMySide: encounter.ownedByLogguedUser },
    new Date(now),
  ).filter(isRowAction);
}
