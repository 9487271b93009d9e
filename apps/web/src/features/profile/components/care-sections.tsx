import { Stack, Text } from '@mantine/core';
import type { PatientProfile } from '@clinicall/shared/people/patient-profile';
import { displayPhone } from '@clinicall/shared/people/phone';
import { TestId } from '@clinicall/shared/test-ids';
import { useMedicalHistoryData } from '../api/get-lookups';
import type { ModalKind } from '../profile-modal-kind';
import { ProfileSection } from './profile-section';
import { ProfileTable, type ProfileColumn } from './profile-table';

type Medication = PatientProfile['medicineInfo']['medications'][number];
type Allergy = PatientProfile['medicineInfo']['allergies'][number];

const medicationColumns: ProfileColumn<Medication>[] = [
  { label: 'Name', value: (m) => m.name },
  { label: 'Dosage', value: (m) => m.dosage },
  { label: 'Frequency', value: (m) => m.frequency },
  { label: 'Method', value: (m) => m.method },
];

const allergyColumns: ProfileColumn<Allergy>[] = [
  { label: 'Type', value: (a) => a.type },
  { label: 'Reaction', value: (a) => a.symptom },
];

interface SectionProps {
  profile: PatientProfile;
  /** Absent where the viewer may not edit (F45). */
  onEdit?: ((kind: ModalKind) => void) | undefined;
}

/** F17: the medical history groups and what is chosen in each. */
export function MedicalHistorySection({ profile, onEdit }: SectionProps) {
  const groups = useMedicalHistoryData().data ?? [];
  return (
    <ProfileSection
      id="medical-history"
      title="Medical history"
      onEdit={onEdit && (() => onEdit('medicalHistory'))}
      testId={TestId.profileMedicalHistory}
    >
      <Stack gap="xs">
        {groups.map((group) => {
          const chosen = profile.medicalHistory[group.key] ?? [];
          return (
            <div key={group.key}>
              <Text size="sm" fw={600}>
                {group.label}
              </Text>
              <Text size="sm" c={chosen.length ? undefined : 'dimmed'}>
                {chosen.length ? chosen.join(', ') : 'None reported'}
              </Text>
            </div>
          );
        })}
      </Stack>
    </ProfileSection>
  );
}

/** F17, F37: the medications table. */
export function MedicationsSection({ profile, onEdit }: SectionProps) {
  const medications = profile.medicineInfo.medications;
  return (
    <ProfileSection
      id="medications"
      title="Medications"
      onEdit={onEdit && (() => onEdit('medications'))}
      testId={TestId.profileMedications}
    >
      {medications.length === 0 ? (
        <Text c="dimmed" size="sm">
          No medications listed.
        </Text>
      ) : (
        <ProfileTable caption="Medications" columns={medicationColumns} rows={medications} />
      )}
    </ProfileSection>
  );
}

/** F17, F38, F39: the allergies table. */
export function AllergiesSection({ profile, onEdit }: SectionProps) {
  const { isAllergic, allergies } = profile.medicineInfo;
  return (
    <ProfileSection
      id="allergies"
      title="Allergies"
      onEdit={onEdit && (() => onEdit('allergies'))}
      testId={TestId.profileAllergies}
    >
      {!isAllergic || allergies.length === 0 ? (
        <Text c="dimmed" size="sm">
          {isAllergic ? 'No allergies listed.' : 'No known allergies.'}
        </Text>
      ) : (
        <ProfileTable caption="Allergies" columns={allergyColumns} rows={allergies} />
      )}
    </ProfileSection>
  );
}

/** F35: the emergency contact. */
export function EmergencyContactSection({ profile, onEdit }: SectionProps) {
  const contact = profile.emergencyContact;
  return (
    <ProfileSection
      id="emergency-contact"
      title="Emergency contact"
      onEdit={onEdit && (() => onEdit('emergencyContact'))}
      testId={TestId.profileEmergencyContact}
    >
      {contact ? (
        <Stack gap={2}>
          <Text fw={600}>
            {contact.firstName} {contact.lastName}{' '}
            <Text span c="dimmed">
              ({contact.relationship})
            </Text>
          </Text>
          <Text size="sm">{displayPhone(contact.telephoneNumber) ?? contact.telephoneNumber}</Text>
          {contact.address && <Text size="sm">{contact.address}</Text>}
        </Stack>
      ) : (
        <Text c="dimmed" size="sm">
          No emergency contact given.
        </Text>
      )}
    </ProfileSection>
  );
}
