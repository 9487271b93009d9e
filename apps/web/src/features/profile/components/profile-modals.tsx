import type { ProfileEditor } from '../hooks/use-profile-editor';
import { AddressModal } from '../modals/address-modal';
import { AllergiesModal } from '../modals/allergies-modal';
import { AlternativeEmailsModal } from '../modals/alternative-emails-modal';
import { BirthDateModal } from '../modals/birth-date-modal';
import { BodyModal } from '../modals/body-modal';
import { EhrModal } from '../modals/ehr-modal';
import { EmailModal } from '../modals/email-modal';
import { EmergencyContactModal } from '../modals/emergency-contact-modal';
import { GenderModal } from '../modals/gender-modal';
import { MedicalHistoryModal } from '../modals/medical-history-modal';
import { MedicationsModal } from '../modals/medications-modal';
import { NameModal } from '../modals/name-modal';
import { OwnEmailModal } from '../modals/own-email-modal';
import { PhoneModal } from '../modals/phone-modal';
import { PhotoModal } from '../modals/photo-modal';
import type { ModalKind } from '../profile-modal-kind';

interface ProfileModalsProps {
  open: ModalKind | null;
  editor: ProfileEditor;
  isOwnProfile: boolean;
  onClose: () => void;
}

/** The open modal, mounted only while open: its copy of the values dies with it (F19). */
export function ProfileModals({ open, editor, isOwnProfile, onClose }: ProfileModalsProps) {
  const props = { editor, onClose };
  switch (open) {
    case null:
      return null;
    case 'name':
      return <NameModal {...props} />;
    case 'phone':
      return <PhoneModal {...props} />;
    case 'email':
      // Issue 19: one's own sign-in e-mail changes with the password; anyone else's stays pending.
      return isOwnProfile ? (
        <OwnEmailModal currentEmail={editor.fields.email} onClose={onClose} />
      ) : (
        <EmailModal {...props} />
      );
    case 'alternativeEmails':
      return <AlternativeEmailsModal {...props} />;
    case 'dateOfBirth':
      return <BirthDateModal {...props} />;
    case 'gender':
      return <GenderModal {...props} />;
    case 'ehr':
      return <EhrModal {...props} />;
    case 'address':
      return <AddressModal {...props} />;
    case 'emergencyContact':
      return <EmergencyContactModal {...props} />;
    case 'medications':
      return <MedicationsModal {...props} />;
    case 'allergies':
      return <AllergiesModal {...props} />;
    case 'medicalHistory':
      return <MedicalHistoryModal {...props} />;
    case 'body':
      return <BodyModal {...props} />;
    case 'photo':
      return <PhotoModal owner="patient" onClose={onClose} />;
  }
}
