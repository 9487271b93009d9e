import { Badge, Card, Divider, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { isoToBirthDate } from '@clinicall/shared/people/birth-date';
import { EmailChangeMessages } from '@clinicall/shared/people/email-change';
import type { PatientProfile } from '@clinicall/shared/people/patient-profile';
import { displayPhone, PHONE_PLACEHOLDER } from '@clinicall/shared/people/phone';
import { TestId } from '@clinicall/shared/test-ids';
import { ChangePasswordDialog } from '../../identity';
import { PhotoAvatar } from '../../../components/ui/photo-avatar';
import type { ModalKind } from '../profile-modal-kind';
import type { ProfilePermissions } from './permissions';
import { EmailAgreement } from './email-agreement';
import { ProfileRow } from './profile-row';

interface AccountSectionProps {
  profile: PatientProfile;
  can: ProfilePermissions;
  onEdit: (kind: ModalKind) => void;
}

const notGiven = (
  <Text c="dimmed" size="sm">
    Not given
  </Text>
);

/** F16, F20, F28: the account rows, the additional rows, the address and alternative e-mails. */
export function AccountSection({ profile, can, onEdit }: AccountSectionProps) {
  const [passwordOpen, setPasswordOpen] = useState(false);
  const name = `${profile.firstName} ${profile.lastName}`;
  const editable = (kind: ModalKind) => (can.canEdit ? () => onEdit(kind) : undefined);
  const phone = displayPhone(profile.telephoneNumber);
  const address = profile.address;
  return (
    <Card withBorder radius="md" padding="md" id="profile">
      <Title order={2} fz="h4" mb="xs">
        Account
      </Title>
      <ProfileRow label="Photo" onEdit={can.canChangePhoto ? () => onEdit('photo') : undefined}>
        <PhotoAvatar
          path={profile.imagePath}
          name={name}
          color="initials"
          size="lg"
          radius="xl"
          data-testid={TestId.profilePhoto}
        />
      </ProfileRow>
      <Divider />
      <ProfileRow label="Name" onEdit={editable('name')}>
        <Text>{name}</Text>
      </ProfileRow>
      {!can.hidesFamilyFields && (
        <>
          <Divider />
          <ProfileRow label="Email" onEdit={editable('email')}>
            <Text>{profile.email}</Text>
            {profile.newEmail && (
              <Badge
                color="orange"
                variant="light"
                title={EmailChangeMessages.pendingHint}
                data-testid={TestId.profileNewEmail}
              >
                Pending: {profile.newEmail}
              </Badge>
            )}
          </ProfileRow>
          {!can.viewerIsProvider && (
            <EmailAgreement
              patientId={profile.id}
              pending={profile.newEmail !== null}
              isOwnProfile={can.isOwnProfile}
            />
          )}
        </>
      )}
      <Divider />
      <ProfileRow label="Phone number" onEdit={editable('phone')}>
        {phone ? <Text>{phone}</Text> : <Text c="dimmed">{PHONE_PLACEHOLDER}</Text>}
      </ProfileRow>
      {can.isOwnProfile && !can.viewerIsProvider && (
        <>
          <Divider />
          <ProfileRow label="Password" onEdit={() => setPasswordOpen(true)} actionLabel="Change">
            <Text>••••••••</Text>
          </ProfileRow>
          <ChangePasswordDialog opened={passwordOpen} onClose={() => setPasswordOpen(false)} />
        </>
      )}
      <Divider />
      <ProfileRow label="Date of birth" onEdit={editable('dateOfBirth')}>
        {profile.dateOfBirth ? <Text>{isoToBirthDate(profile.dateOfBirth)}</Text> : notGiven}
      </ProfileRow>
      <Divider />
      <ProfileRow label="Gender" onEdit={editable('gender')}>
        {profile.gender ? <Text tt="capitalize">{profile.gender}</Text> : notGiven}
      </ProfileRow>
      {!can.hidesFamilyFields && (
        <>
          <Divider />
          <ProfileRow label="EHR id" onEdit={editable('ehr')}>
            {profile.patientEMRID ? <Text>{profile.patientEMRID}</Text> : notGiven}
          </ProfileRow>
          <Divider />
          <ProfileRow label="Address" onEdit={editable('address')}>
            {address ? (
              <Text>
                {[address.firstStreetLine, address.secondStreetLine].filter(Boolean).join(', ')}
                <br />
                {[address.city, address.state, address.postalCode].filter(Boolean).join(', ')}
              </Text>
            ) : (
              notGiven
            )}
          </ProfileRow>
          <Divider />
          <ProfileRow label="Alternative e-mails" onEdit={editable('alternativeEmails')}>
            {profile.alternativeEmails.length > 0 ? (
              <Text>{profile.alternativeEmails.join(', ')}</Text>
            ) : (
              notGiven
            )}
          </ProfileRow>
        </>
      )}
      <Divider />
      <ProfileRow label="Weight and height" onEdit={editable('body')}>
        <Text>
          {profile.medicineInfo.weight !== null
            ? `${profile.medicineInfo.weight} lbs`
            : 'Weight not given'}
          {' · '}
          {profile.medicineInfo.height ?? 'Height not given'}
        </Text>
      </ProfileRow>
    </Card>
  );
}
