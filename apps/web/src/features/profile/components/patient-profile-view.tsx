import { Box, Center, Grid, Group, Loader, NavLink, Stack, Tabs, Text, Title } from '@mantine/core';
import { Suspense, useState } from 'react';
import { useSearchParams } from 'react-router';
import type { PatientProfile } from '@clinicall/shared/people/patient-profile';
import { RecordAccessMessages } from '@clinicall/shared/record-access/messages';
import { TestId } from '@clinicall/shared/test-ids';
import { PatientAttachmentsTab, attachmentsTabVisible } from '../../patient-attachments';
import { RemoteMonitoringTab } from '../../monitoring';
import { RecordViewsPanel } from '../../record-access';
import { ReferralGrantsPanel, ReferralReadNotice } from '../../referrals';
import { useProfileEditor } from '../hooks/use-profile-editor';
import type { ModalKind } from '../profile-modal-kind';
import { AccountSection } from './account-section';
import { AppointmentsTab } from './appointments-tab';
import {
  AllergiesSection,
  EmergencyContactSection,
  MedicalHistorySection,
  MedicationsSection,
} from './care-sections';
import { FamilySection } from './family-section';
import { HistoryPanel } from './history-panel';
import { profilePermissions } from './permissions';
import { ProfileModals } from './profile-modals';
import { PhotoAvatar } from '../../../components/ui/photo-avatar';

interface PatientProfileViewProps {
  profile: PatientProfile;
  viewer: { id: number; isProvider: boolean };
  /** F9: the Attachments tab is hidden when the profile is opened from another provider's view. */
  fromProvider: boolean;
}

/** F8, F14, F15: the tabs, the left navigation and the sections of a patient profile. */
export function PatientProfileView({ profile, viewer, fromProvider }: PatientProfileViewProps) {
  const can = profilePermissions(profile, viewer);
  const editor = useProfileEditor(profile, can.isOwnProfile);
  const [open, setOpen] = useState<ModalKind | null>(null);
  const edit = can.canEdit ? setOpen : undefined;
  const name = `${profile.firstName} ${profile.lastName}`;
  // The profile's clinics are those the viewer shares with the patient: uploads are kept there.
  const attachmentClinic = profile.clinicDTOS.find((c) => c.allowPatientAttachment) ?? null;
  // Issue 22 item 4: a referral's grant covers the profile, its history and the referral's files:
  // none of the tabs, nor the family's profiles or the list of who else reads this one.
  const granted = can.readsThroughReferral;
  const referralId = granted ? profile.reach.referralId : null;
  const attachmentsOn =
    !granted && attachmentsTabVisible({ clinic: attachmentClinic, fromProvider });
  const rpmOn =
    !granted && viewer.isProvider && profile.clinicDTOS.some((c) => c.allowRemotePatientMonitoring);
  const appointmentsOn = viewer.isProvider && !granted;
  const hasFamily = !granted && profile.familyMembers.length > 0;
  // The open tab is in the address (?tab=), so a link can lead straight to it.
  const [search, setSearch] = useSearchParams();
  const tabs = [
    'details',
    ...(appointmentsOn ? ['appointments'] : []),
    ...(attachmentsOn ? ['attachments'] : []),
    ...(rpmOn ? ['rpm'] : []),
    // Issue 19 path 5: the patient's (or family account holder's) accounting of who read the record.
    ...(viewer.isProvider ? [] : ['record-views']),
  ];
  const recordViewsLabel = can.isOwnProfile
    ? RecordAccessMessages.patientTitle
    : RecordAccessMessages.familyTitle;
  const asked = search.get('tab') ?? 'details';
  const tab = tabs.includes(asked) ? asked : 'details';
  const sections = [
    { id: 'profile', label: 'Profile' },
    { id: 'medications', label: 'Medications' },
    { id: 'emergency-contact', label: 'Emergency Contact' },
    ...(hasFamily ? [{ id: 'family-members', label: 'Family Members' }] : []),
  ];
  const details = (
    <Grid gap="lg">
      {/* Beside the sections on a wide screen. A phone shows the sections first: a menu of them
          would only push the account details down, so it is left out, and the provider's
          history comes after them. */}
      <Grid.Col
        span={{ base: 12, md: 3 }}
        order={{ base: 2, md: 1 }}
        visibleFrom={viewer.isProvider ? undefined : 'md'}
      >
        <Stack gap="md" style={{ position: 'sticky', top: 80 }}>
          <Box
            component="nav"
            aria-label="Profile sections"
            data-testid={TestId.profileNav}
            visibleFrom="md"
          >
            {sections.map((s) => (
              <NavLink key={s.id} label={s.label} href={`#${s.id}`} />
            ))}
          </Box>
          {viewer.isProvider && <HistoryPanel patientId={profile.id} disabled={open !== null} />}
        </Stack>
      </Grid.Col>
      <Grid.Col span={{ base: 12, md: 9 }} order={{ base: 1, md: 2 }} miw={0}>
        <Stack gap="md" miw={0}>
          {referralId !== null && <ReferralReadNotice referralId={referralId} />}
          <AccountSection profile={profile} can={can} onEdit={setOpen} />
          {!can.hidesFamilyFields && <MedicalHistorySection profile={profile} onEdit={edit} />}
          <MedicationsSection profile={profile} onEdit={edit} />
          <AllergiesSection profile={profile} onEdit={edit} />
          <EmergencyContactSection profile={profile} onEdit={edit} />
          {hasFamily && <FamilySection profile={profile} viewerIsProvider={viewer.isProvider} />}
          {!granted && (
            <ReferralGrantsPanel
              patientId={profile.id}
              clinicIds={profile.clinicDTOS.map((clinic) => clinic.id)}
              viewer={viewer}
            />
          )}
        </Stack>
      </Grid.Col>
    </Grid>
  );
  return (
    <Stack gap="lg">
      <Group gap="md">
        <PhotoAvatar path={profile.imagePath} name={name} color="initials" size="lg" radius="xl" />
        <div>
          <Title order={1} fz="h2">
            {name}
          </Title>
          {profile.isFamilyMember && <Text c="dimmed">Family member account</Text>}
        </div>
      </Group>
      <Tabs
        value={tab}
        onChange={(next) =>
          setSearch({ ...Object.fromEntries(search), tab: next ?? 'details' }, { replace: true })
        }
        keepMounted={false}
        data-testid={TestId.profileTabs}
      >
        <Tabs.List>
          <Tabs.Tab value="details">Patient Details</Tabs.Tab>
          {appointmentsOn && <Tabs.Tab value="appointments">Appointments</Tabs.Tab>}
          {attachmentsOn && <Tabs.Tab value="attachments">Attachments</Tabs.Tab>}
          {rpmOn && <Tabs.Tab value="rpm">Remote Patient Monitoring</Tabs.Tab>}
          {!viewer.isProvider && <Tabs.Tab value="record-views">{recordViewsLabel}</Tabs.Tab>}
        </Tabs.List>
        <Tabs.Panel value="details" pt="md">
          {details}
        </Tabs.Panel>
        {appointmentsOn && (
          <Tabs.Panel value="appointments" pt="md">
            <AppointmentsTab patientId={profile.id} />
          </Tabs.Panel>
        )}
        {attachmentsOn && (
          <Tabs.Panel value="attachments" pt="md" data-testid={TestId.profileAttachments}>
            <PatientAttachmentsTab
              patientId={profile.id}
              viewer={viewer.isProvider ? 'provider' : 'patient'}
              clinic={attachmentClinic}
            />
          </Tabs.Panel>
        )}
        {rpmOn && (
          <Tabs.Panel value="rpm" pt="md" data-testid={TestId.profileRpm}>
            <Suspense
              fallback={
                <Center py="xl" role="status" aria-live="polite">
                  <Loader size="sm" aria-label="Loading remote patient monitoring" />
                </Center>
              }
            >
              <RemoteMonitoringTab patientId={profile.id} />
            </Suspense>
          </Tabs.Panel>
        )}
        {!viewer.isProvider && (
          <Tabs.Panel value="record-views" pt="md">
            <RecordViewsPanel patientId={profile.id} title={recordViewsLabel} />
          </Tabs.Panel>
        )}
      </Tabs>
      <ProfileModals
        open={open}
        editor={editor}
        isOwnProfile={can.isOwnProfile}
        onClose={() => setOpen(null)}
      />
    </Stack>
  );
}
