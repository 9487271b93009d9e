import { SchedulingMessages as M } from '@clinicall/shared/scheduling/messages';
import { confirmAction } from '../../../components/ui/confirm-dialog';
import { encountersExist } from '../api/change-availability';

/**
 * C26, C27: before availability changes on a day (or a week) that holds appointments, the
 * provider is warned and told where to cancel them. The change itself cancels nothing, so they
 * may go on. When the check itself fails the change goes ahead: the warning only informs.
 */
export function useAppointmentWarning() {
  return async (date: string, period: 'day' | 'week', change: () => void) => {
    const found = await encountersExist(date, period).catch(() => null);
    if (found === null || !found.exist) {
      change();
      return;
    }
    confirmAction({
      title: 'Availability warning',
      message: `${found.message ?? M.appointmentOnDay}. Changing your availability does not cancel it: to cancel, open the appointment from your confirmed appointments in Appointments.`,
      confirmLabel: 'Change anyway',
      onConfirm: change,
    });
  };
}
