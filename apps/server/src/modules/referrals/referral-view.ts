import type { Referral, ReferralStatus } from '@clinicall/shared/referrals/referrals';
import { photoPath } from '@clinicall/shared/people/photo-path';
import type { ReferralState } from '../../db/schema/referrals.js';
import type { AttachmentRow, ReferralRow } from './referrals.repository.js';

/** F88, F138: the API's status names for the stored states. */
export const statusOf: Record<ReferralState, ReferralStatus> = {
  requested: 'PENDING',
  accepted: 'ACCEPTED',
  declined: 'DECLINED',
  completed: 'COMPLETED',
  withdrawn: 'WITHDRAWN',
};

type Person = ReferralRow['sender'];
const fullName = (p: Person) => `${p.firstName} ${p.lastName}`;

/** F138: a referral as the API answers it. */
export function referralView(row: ReferralRow, files: readonly AttachmentRow[]): Referral {
  const { referral: r, sender, receiver, patient, grant } = row;
  return {
    id: r.id,
    status: statusOf[r.state],
    note: r.note,
    patientId: patient.id,
    patientEmail: patient.email,
    patientFullName: fullName(patient),
    patientImagePath: photoPath(patient, patient.imagePath),
    referredById: sender.id,
    referredByFullName: fullName(sender),
    referralByEmail: sender.email,
    referredToId: receiver.id,
    referredToFullName: fullName(receiver),
    referredToEmail: receiver.email,
    referredToImagePath: photoPath(receiver, receiver.imagePath),
    clinicId: r.clinicId,
    clinicName: row.clinicName,
    referralDate: r.createdAt.toISOString(),
    answeredDate: r.answeredAt?.toISOString() ?? null,
    accessUntil: grant?.expiresAt?.toISOString() ?? null,
    accessRevoked: grant?.revokedAt != null,
    attachmentList: files
      .filter((f) => f.referralId === r.id)
      .map((f) => ({ id: f.id, fileName: f.fileName, fileType: f.fileType, size: f.sizeBytes })),
  };
}
