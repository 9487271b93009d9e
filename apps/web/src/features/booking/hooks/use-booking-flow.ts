import { useState } from 'react';
import { useNavigate } from 'react-router';
import { Paths } from '@clinicall/shared/paths';
import { SchedulingMessages as M } from '@clinicall/shared/scheduling/messages';
import { EncounterTypeLabel } from '@clinicall/shared/scheduling/types';
import { isApiError } from '../../../lib/api-error';
import type { CardPayment } from '../../payments';
import { useBookAppointment, type BookingRequest } from '../api/book-appointment';
import { forgetStaleBooking, type BookingDraft } from '../booking-draft';
import { canContinue, StepTitle, type StepId } from '../booking-steps';
import type { DialogLevel } from '../components/booking-dialog';
import { usePayAfterBooking } from './use-pay-after-booking';
import { useStoredDraft } from './use-stored-draft';

/** Said beside a failed charge: the request was booked and waits, unpaid, for a new try. */
const UNPAID_NOTE =
  'Your appointment request was sent but is not paid yet. Choose Edit to check your payment details and confirm again; you will not be charged twice.';

interface BookingFlowInput {
  draftKey: string;
  stepsOf: (draft: BookingDraft) => StepId[];
  request: (draft: BookingDraft) => BookingRequest;
  /** The other party's name, as the success text names them (C44). */
  withName: (draft: BookingDraft) => string;
  /** The card form of a wizard with a payment step: it pays once the request is booked (C66). */
  card?: CardPayment;
}

/** Refusals that mean the chosen time is gone: the date step shows again with fresh times. */
const TIME_GONE = ['SLOT_TAKEN', 'SLOT_UNAVAILABLE'];

/**
 * A wizard's moves (C37–C39), its draft, and the make-appointment dialog's levels (C43–C46). A
 * time taken meanwhile (409 SLOT_TAKEN) returns to the date step with the message and new times.
 */
export function useBookingFlow({ draftKey, stepsOf, request, withName, card }: BookingFlowInput) {
  const navigate = useNavigate();
  const { draft, setDraft, clear } = useStoredDraft(draftKey);
  const book = useBookAppointment();
  const [dialog, setDialog] = useState<{ opened: boolean; level: DialogLevel }>({
    opened: false,
    level: 0,
  });
  const [paying, setPaying] = useState(false);
  const [paymentError, setPaymentError] = useState<string | null>(null);
  const [notice, setNotice] = useState<string | null>(null);

  const steps = stepsOf(draft);
  const index = Math.min(draft.step, steps.length - 1);
  const stepId = steps[index] ?? steps[0] ?? 'type';
  const goTo = (step: number) => setDraft((current) => ({ ...current, step }));

  // The dialog is about the booking made, even after the draft is cleared on success.
  const [successText, setSuccessText] = useState('');
  const next = () => {
    if (index < steps.length - 1) {
      goTo(index + 1);
      return;
    }
    const typeLabel = draft.type === null ? '' : EncounterTypeLabel[draft.type];
    setSuccessText(M.requestSent(typeLabel, withName(draft)));
    setDialog({ opened: true, level: 0 });
  };

  const bookingFailed = (error: unknown) => {
    if (isApiError(error) && TIME_GONE.includes(error.code)) {
      setDialog({ opened: false, level: 0 });
      setNotice(error.message);
      setDraft((current) => ({ ...current, slot: null, step: steps.indexOf('date') }));
      return;
    }
    setDialog({ opened: true, level: 3 });
  };

  const succeeded = () => {
    setDialog({ opened: true, level: 1 });
    clear();
  };

  const pay = usePayAfterBooking({ draft, setDraft, request, book, card });

  const confirm = () => {
    setPaymentError(null);
    if (!pay.due) {
      book.mutate(request(draft), { onSuccess: succeeded, onError: bookingFailed });
      return;
    }
    setPaying(true);
    void pay
      .run()
      .then((outcome) => {
        if (outcome.kind === 'paid') succeeded();
        else if (outcome.kind === 'form-incomplete') setDialog({ opened: false, level: 0 });
        else if (outcome.kind === 'booking-failed') bookingFailed(outcome.error);
        else {
          setPaymentError(outcome.text);
          setDialog({ opened: true, level: 3 });
        }
      })
      .finally(() => setPaying(false));
  };

  return {
    draft,
    setDraft: (changed: BookingDraft) => {
      setNotice(null);
      setDraft((current) => forgetStaleBooking(current, changed));
    },
    steps: steps.map((step) => StepTitle[step]),
    index,
    stepId,
    notice,
    canContinue: canContinue(stepId, draft),
    back: () => goTo(Math.max(0, index - 1)),
    cancel: () => {
      clear();
      void navigate(Paths.home);
    },
    next,
    dialog: {
      opened: dialog.opened,
      level: dialog.level,
      sending: book.isPending || paying,
      successText,
      errorText: paymentError ?? book.error?.message ?? null,
      unpaidNote: paymentError === null ? null : UNPAID_NOTE,
      onConfirm: confirm,
      onEdit: () => setDialog({ opened: false, level: 0 }),
      // C46: closing after success resets the dialog and leaves the wizard.
      onClose: () => {
        const done = dialog.level === 1;
        setDialog({ opened: false, level: 0 });
        if (done) void navigate(Paths.home);
      },
    },
  };
}
