import { useState } from 'react';
import type { Encounter } from '@clinicall/shared/scheduling/encounters';
import { AppointmentListMessages } from '@clinicall/shared/scheduling/list-messages';
import { toast } from '../../../components/ui/toast';
import { useChangeStatus } from '../api/change-status';
import type { RowAction } from '../appointment-actions';
import { ChangeAppointmentDialog, type ChangeTarget } from './change-appointment-dialog';
import { EncounterSummaryDialog } from './encounter-summary-dialog';

/** What a list's rows do: open the summary, accept at once, decline or cancel with a reason. */
export function useRowHandlers(zone: string) {
  const [viewing, setViewing] = useState<Encounter | null>(null);
  const [changing, setChanging] = useState<ChangeTarget | null>(null);
  const change = useChangeStatus();

  const onAction = (encounter: Encounter, action: RowAction) => {
    if (action !== 'ACCEPTED') {
      setChanging({ encounter, action });
      return;
    }
    change.mutate(
      { id: encounter.id, status: 'ACCEPTED' },
      {
        onSuccess: () => toast.success(AppointmentListMessages.statusChanged.ACCEPTED),
        onError: (error) => toast.error(error.message),
      },
    );
  };

  const dialogs = (
    <>
      <EncounterSummaryDialog encounter={viewing} zone={zone} onClose={() => setViewing(null)} />
      <ChangeAppointmentDialog target={changing} onClose={() => setChanging(null)} />
    </>
  );
  return { onView: setViewing, onAction, dialogs };
}
