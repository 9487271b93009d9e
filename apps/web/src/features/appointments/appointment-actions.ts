import { AppointmentTiming } from '@clinicall/shared/scheduling/constants';
import type { Encounter } from '@clinicall/shared/scheduling/encounters';

export type RowAction = 'ACCEPTED' | 'DECLINED' | 'CANCELLED';

export interface Viewer {
  side: 'provider' | 'patient';
  /** C81: whether the appointment's clinic has scheduling enabled. */
  schedulingEnabled: boolean;
}

const isRequest = (encounter: Encounter) =>
  encounter.status === 'REQUESTED' || encounter.status === 'PENDING';

/** C81: a timed appointment may be cancelled until 15 minutes before it starts. */
function beforeCutoff(encounter: Encounter, now: number): boolean {
  if (encounter.type === 'MESSAGE') return true;
  const cutoff = Date.parse(encounter.startTime) - AppointmentTiming.cancelCutoffMinutes * 60_000;
  return now <= cutoff;
}

/**
 * The buttons of one row (C74, C75, C81), following the server's transition rules: the other
 * party of a request accepts or declines it (never its requester, C75), the requester may withdraw
 * it, and a confirmed appointment may be cancelled until the cutoff; patients cancel only where
 * their clinic enables scheduling.
 */
export function rowActions(encounter: Encounter, viewer: Viewer, now: number): RowAction[] {
  const mayCancel = viewer.side === 'provider' || viewer.schedulingEnabled;
  if (isRequest(encounter)) {
    if (!encounter.ownedByLogguedUser) return ['ACCEPTED', 'DECLINED'];
    return mayCancel ? ['CANCELLED'] : [];
  }
  if (encounter.status === 'ACCEPTED' && mayCancel && beforeCutoff(encounter, now)) {
    return ['CANCELLED'];
  }
  return [];
}

/** C76: accepting a CASH request with a price opens the payment dialog first. */
export const needsPaymentFirst = (encounter: Encounter) =>
  encounter.patientPayment.paymentType === 'CASH' && encounter.patientPayment.quantity > 0;
