import { useState } from 'react';
import { useNavigate } from 'react-router';
import { pathTo } from '@clinicall/shared/paths';
import type { Encounter } from '@clinicall/shared/scheduling/encounters';
import { AppointmentListMessages } from '@clinicall/shared/scheduling/list-messages';
import { toast } from '../../../components/ui/toast';
import { UnsupportedDialog, useRoomEntry } from '../../room-access';
import { useChangeStatus } from '../api/change-status';
import { useStartVisit } from '../api/start-visit';
import { RoomMessageDialog } from './room-message-dialog';
import type { RowAction } from '../appointment-actions';
import { cardPaymentDue } from '../card-payment-due';
import { opensRoom } from '../room-entry';
import { AcceptPaymentDialog } from './accept-payment-dialog';
import { ChangeAppointmentDialog, type ChangeTarget } from './change-appointment-dialog';
import { EncounterSummaryDialog } from './encounter-summary-dialog';
import { PhoneCallDialog } from './phone-call-dialog';

/**
 * What a list's rows do: open the summary, accept (at once, or through the payment dialog when the
 * card price is still due, C76; never from a browser that cannot run the visit), decline or cancel
 * with a reason.
 */
export function useRowHandlers(zone: string) {
  const [viewing, setViewing] = useState<Encounter | null>(null);
  const [changing, setChanging] = useState<ChangeTarget | null>(null);
  const [paying, setPaying] = useState<Encounter | null>(null);
  const change = useChangeStatus();
  const start = useStartVisit();
  const navigate = useNavigate();
  const [messaging, setMessaging] = useState<Encounter | null>(null);
  const [calling, setCalling] = useState<Encounter | null>(null);
  const roomEntry = useRoomEntry((url) => void navigate(url));
  /** The appointment's own room page: a link that works in another browser (D36). */
  const roomLink = (encounter: Encounter) =>
    new URL(pathTo.roomEntry(encounter.id), window.location.origin).toString();

  const onJoin = (encounter: Encounter) => {
    // D36, D38 (issue 21 defect 5): Join runs the checks Accept and the room link run, before the
    // visit is marked started.
    if (opensRoom(encounter) && !roomEntry.admits(roomLink(encounter))) return;
    start.mutate(encounter, {
      onSuccess: (roomUrl) => {
        // D11: a phone call opens no room; its dialog says whom to call.
        if (roomUrl) void navigate(roomUrl);
        else setCalling(encounter);
      },
      onError: (error) => toast.error(error.message),
    });
  };

  const onAction = (encounter: Encounter, action: RowAction) => {
    if (action !== 'ACCEPTED') {
      setChanging({ encounter, action });
      return;
    }
    // C76: an accepted appointment is run in this browser, so one that cannot is told so first.
    if (!roomEntry.admits(roomLink(encounter), { device: false })) return;
    if (cardPaymentDue(encounter)) {
      setPaying(encounter);
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
      <AcceptPaymentDialog encounter={paying} onClose={() => setPaying(null)} />
      <RoomMessageDialog encounter={messaging} onClose={() => setMessaging(null)} />
      <PhoneCallDialog encounter={calling} onClose={() => setCalling(null)} />
      {roomEntry.blocked && (
        <UnsupportedDialog
          kind={roomEntry.blocked.kind}
          roomUrl={roomEntry.blocked.url}
          opened
          onClose={roomEntry.close}
        />
      )}
    </>
  );
  return { onView: setViewing, onAction, onJoin, onRoomMessage: setMessaging, dialogs };
}
