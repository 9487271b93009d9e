import { ReferralListMessages as M } from '@clinicall/shared/referrals/referral-list';
import { toast } from '../../../components/ui/toast';
import { apiBlob } from '../../../lib/api-client';
import { isApiError } from '../../../lib/api-error';
import { openOrSaveFile } from '../../../lib/open-or-save-file';

/** F94: `GET /referrals/download` (referral id, file name): a DICOM file opens, others are saved. */
export async function downloadReferralFile(referralId: number, fileName: string) {
  const query = new URLSearchParams({ referralId: String(referralId), fileName });
  try {
    await openOrSaveFile(fileName, () => apiBlob(`/referrals/download?${query.toString()}`));
  } catch (error) {
    // H1: an attachment error is the 9-second toast; a refusal says why (the access ended).
    toast.attachmentError(
      isApiError(error) && error.status === 403 ? error.message : M.downloadFailed,
    );
  }
}
