import { useCallback } from 'react';
import { Role } from '@clinicall/shared/roles';
import { useCurrentAccount, useLoggedUser } from '../../identity';
import { viewerZone } from '../../../lib/zoned-time';
import type { Viewer } from '../appointment-actions';

export interface ViewerContext {
  /** The signed-in account: a patient's lists also hold the visits of family members they head. */
  userId: number;
  side: Viewer['side'];
  zone: string;
  /** C81: the viewer's standing for an appointment of this clinic. */
  viewerIn: (clinicId: number) => Viewer;
}

/** Who is looking at the lists: their side, their time zone and their clinics' scheduling flag. */
export function useViewer(): ViewerContext {
  const account = useCurrentAccount();
  const clinics = useLoggedUser().data?.clinicDTOS;
  const side = account.roles.includes(Role.patient) ? 'patient' : 'provider';
  const viewerIn = useCallback(
    (clinicId: number): Viewer => {
      const clinic = clinics?.find((c) => c.id === clinicId);
      return {
        side,
        schedulingEnabled: clinic?.patientScheduleAppointmentEnabled ?? false,
        patientInRoomLight: clinic?.allowPatientInRoomLight ?? false,
      };
    },
    [clinics, side],
  );
  return { userId: account.id, side, zone: viewerZone(account.timeZone), viewerIn };
}
