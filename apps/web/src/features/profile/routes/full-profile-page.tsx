import { Text } from '@mantine/core';
import { useParams, useSearchParams } from 'react-router';
import { PeopleMessages } from '@clinicall/shared/people/messages';
import { useCurrentAccount } from '../../identity';
import { usePatientProfile } from '../api/get-patient-profile';
import { PatientProfileView } from '../components/patient-profile-view';
import { ProfileFrame } from '../components/profile-frame';
import { ReferPatientLink } from '../components/refer-patient-link';

/** F6: a patient's full profile for a provider (`/patients/current/full-profile/:id`). */
export function FullProfilePage() {
  const { id } = useParams();
  const [search] = useSearchParams();
  const account = useCurrentAccount();
  return (
    <ProfileFrame
      profile={usePatientProfile(Number(id))}
      errorTitle="We could not load this profile"
      forbidden={<Text c="red">{PeopleMessages.appointmentsForbidden}</Text>}
    >
      {(profile) => (
        <>
          {/* Issue 22 item 4: a referral's receiver reading through its grant refers nobody. */}
          {profile.reach.through !== 'REFERRAL_GRANT' && (
            <ReferPatientLink
              patientId={profile.id}
              patientClinicIds={profile.clinicDTOS.map((clinic) => clinic.id)}
            />
          )}
          <PatientProfileView
            profile={profile}
            viewer={{ id: account.id, isProvider: true }}
            fromProvider={search.get('fromProvider') === 'true'}
          />
        </>
      )}
    </ProfileFrame>
  );
}
