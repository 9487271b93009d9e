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
import { toast } from '../../../components/ui/toast';
import { useBookAndPay } from '../api/book-and-pay';
import { formProblem } from '../booking-form';
import { TIME_GONE, usePaidBooking } from './use-paid-booking';
import { useStoredDraft } from './use-stored-draft';

/** Said beside a refused charge: the server withdrew the booking, nothing was charged. */
const NOT_BOOKED_NOTE =
  'Your appointment was not booked and your card was not charged. Choose Edit to check your payment details and confirm again.';
/** Said beside a charge with no answer: the same key asks again, so nothing is doubled. */
const UNKNOWN_NOTE =
  'We could not confirm your payment yet. Confirm again to finish: you will not be booked or charged twice.';

interface BookingFlowInput {
  draftKey: string;
  stepsOf: (draft: BookingDraft) => StepId[];
  request: (draft: BookingDraft) => BookingRequest;
  /** The other party's name, as the success text names them (C44). */
  withName: (draft: BookingDraft) => string;
  /** The card form of a wizard with a payment step: booking and charge are one call (C66). */
  card?: CardPayment;
}

/**
 * A wizard's moves (C37–C39), its draft, and the make-appointment dialog's levels (C43–C46). A
 * time taken meanwhile (409 SLOT_TAKEN) returns to the date step with the message and new times.
 */
export function useBookingFlow({
  draftKey,
  stepsOf,
  request: requestOf,
  withName,
  card,
}: BookingFlowInput) {
  const navigate = useNavigate();
  const { draft, setDraft, clear } = useStoredDraft(draftKey);
  const book = useBookAppointment();
  const [dialog, setDialog] = useState<{ opened: boolean; level: DialogLevel }>({
    opened: false,
    level: 0,
  });
  const [paying, setPaying] = useState(false);
  const bookAndPay = useBookAndPay();
  const [paymentError, setPaymentError] = useState<{ text: string; note: string } | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  // C41: attachments stay in the page (files cannot be kept in the stored draft).
  const [files, setFiles] = useState<File[]>([]);
  const [formError, setFormError] = useState<string | null>(null);
  const [attention, setAttention] = useState(false);
  const request = (current: BookingDraft): BookingRequest => ({ ...requestOf(current), files });

  const steps = stepsOf(draft);
  const index = Math.min(draft.step, steps.length - 1);
  const stepId = steps[index] ?? steps[0] ?? 'type';
  const goTo = (step: number) => setDraft((current) => ({ ...current, step }));

  const pay = usePaidBooking({ draft, setDraft, request, bookAndPay, card });

  // The dialog is about the booking made, even after the draft is cleared on success.
  const [successText, setSuccessText] = useState('');
  const [checkingCard, setCheckingCard] = useState(false);
  const openSummary = () => {
    const typeLabel = draft.type === null ? '' : EncounterTypeLabel[draft.type];
    setSuccessText(M.requestSent(typeLabel, withName(draft)));
    setDialog({ opened: true, level: 0 });
  };
  const next = () => {
    if (stepId === 'form') {
      const problem = formProblem(draft, files);
      setFormError(problem?.text ?? null);
      if (problem?.kind === 'incomplete') setAttention(true);
      if (problem?.kind === 'attachment') toast.attachmentError(problem.text);
      if (problem) return;
    }
    if (index < steps.length - 1) {
      goTo(index + 1);
      return;
    }
    if (stepId !== 'payment' || !pay.due) {
      openSummary();
      return;
    }
    // The form's own errors show beside its fields when the check fails; the summary stays shut.
    setCheckingCard(true);
    void pay
      .check()
      .then((ready) => {
        if (ready) openSummary();
      })
      .finally(() => setCheckingCard(false));
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
    setFiles([]);
    clear();
  };

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
        else if (outcome.kind === 'time-gone') bookingFailed(outcome.error);
        else {
          setPaymentError({
            text: outcome.text,
            note: outcome.unknown ? UNKNOWN_NOTE : NOT_BOOKED_NOTE,
          });
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
    form: {
      files,
      setFiles: (chosen: File[]) => {
        setFormError(null);
        setFiles(chosen);
      },
      error: formError,
      attention,
      closeAttention: () => setAttention(false),
    },
    canContinue: canContinue(stepId, draft),
    /** The payment step's card is being checked: Continue waits. */
    checking: checkingCard,
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
      errorText: paymentError?.text ?? book.error?.message ?? null,
      unpaidNote: paymentError?.note ?? null,
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
