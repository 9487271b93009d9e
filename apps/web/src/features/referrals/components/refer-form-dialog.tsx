import { Modal, Text } from '@mantine/core';
import { useState } from 'react';
import { ReferralMessages, type Referral } from '@clinicall/shared/referrals/referrals';
import { TestId } from '@clinicall/shared/test-ids';
import { ErrorLevel, SuccessLevel, useDialogLevel } from '../../../components/ui/dialog-levels';
import { useReferPatientName } from '../api/refer-patient';
import { useAttachToReferral, useCreateReferral } from '../api/refer-send';
import { ReferForm, type ReferDraft } from './refer-form';

export interface ReferFormDialogProps {
  opened: boolean;
  onClose: () => void;
  /** The patient referred; without a name (a patient in context by id) it is read. */
  patient: { id: number; name?: string | undefined };
  provider: { id: number; name: string };
}

const EMPTY: ReferDraft = { note: '', files: [] };

/**
 * F93 with H2's levels: the form (initial), "Your referral has been sent." (success) and "An error
 * has occurred." with the server's detail (error). The referral is created first, then its files
 * are sent; when only the files failed (a type refused by content), the referral stands and the
 * way back offers to attach the files again rather than to refer twice.
 */
export function ReferFormDialog({ opened, onClose, patient, provider }: ReferFormDialogProps) {
  const { level, toInitial, toSuccess, toError } = useDialogLevel();
  const [draft, setDraft] = useState<ReferDraft>(EMPTY);
  const [sent, setSent] = useState<Referral | null>(null);
  const create = useCreateReferral();
  const attach = useAttachToReferral();
  const loadedName = useReferPatientName(patient.id, opened && patient.name === undefined);
  const patientName = patient.name ?? loadedName.data ?? 'Loading the patient…';

  const close = () => {
    setDraft(EMPTY);
    setSent(null);
    toInitial();
    onClose();
  };

  const sendFiles = async (referral: Referral) => {
    if (draft.files.length > 0)
      await attach.mutateAsync({ referralId: referral.id, files: draft.files });
  };

  const submit = async () => {
    let referral = sent;
    try {
      referral ??= await create.mutateAsync({
        patientId: patient.id,
        providerId: provider.id,
        note: draft.note.trim(),
      });
      setSent(referral);
      await sendFiles(referral);
      toSuccess();
    } catch (error) {
      toError(error instanceof Error ? error.message : ReferralMessages.dialogError);
    }
  };

  return (
    <Modal opened={opened} onClose={close} title="Refer patient" centered size="lg">
      <div data-testid={TestId.referDialog}>
        {level.kind === 'initial' && (
          <ReferForm
            patientName={patientName}
            providerName={provider.name}
            draft={draft}
            onDraft={setDraft}
            sent={sent !== null}
            pending={create.isPending || attach.isPending}
            onSubmit={() => void submit()}
            onCancel={close}
          />
        )}
        {level.kind === 'success' && (
          <SuccessLevel onClose={close} testId={TestId.referSuccess} closeTestId={TestId.referDone}>
            {ReferralMessages.sent} {patientName} was referred to {provider.name}.
          </SuccessLevel>
        )}
        {level.kind === 'error' && (
          <ErrorLevel
            detail={level.detail}
            onClose={close}
            onRetry={toInitial}
            retryLabel={sent === null ? 'Try again' : 'Choose the files again'}
            testId={TestId.referError}
            retryTestId={TestId.referRetry}
            closeTestId={TestId.referErrorClose}
          >
            {sent !== null && (
              <Text size="sm">The referral was sent to {provider.name} without its files.</Text>
            )}
          </ErrorLevel>
        )}
      </div>
    </Modal>
  );
}
