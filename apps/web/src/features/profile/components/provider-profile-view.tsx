import { Badge, Button, Grid, Group, NavLink, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import type { Place, ProviderProfile } from '@clinicall/shared/people/provider-profile';
import { TestId } from '@clinicall/shared/test-ids';
import { OwnEmailModal } from '../modals/own-email-modal';
import { PhotoModal } from '../modals/photo-modal';
import { ProfileSection } from './profile-section';
import { ProviderModals, type ProviderSection } from './provider-modals';
import { PhotoAvatar } from '../../../components/ui/photo-avatar';

/** B50: an office's line names its city and state after the address; a hospital has neither. */
const placeLine = (p: Place & { city?: string; state?: string }) =>
  [p.address, p.city, p.state].filter(Boolean).join(', ');

const Places = ({
  places,
  empty,
}: {
  places: (Place & { city?: string; state?: string })[];
  empty: string;
}) =>
  places.length === 0 ? (
    <Text c="dimmed" size="sm">
      {empty}
    </Text>
  ) : (
    <Stack gap="xs">
      {places.map((p, i) => (
        <div key={i}>
          <Text fw={600}>{p.name}</Text>
          {placeLine(p) && (
            <Text size="sm" c="dimmed">
              {placeLine(p)}
            </Text>
          )}
        </div>
      ))}
    </Stack>
  );

const Tags = ({ items, empty, testId }: { items: string[]; empty: string; testId?: string }) =>
  items.length === 0 ? (
    <Text c="dimmed" size="sm">
      {empty}
    </Text>
  ) : (
    <Group gap="xs" data-testid={testId}>
      {items.map((item) => (
        <Badge key={item} variant="light">
          {item}
        </Badge>
      ))}
    </Group>
  );

/** F48: Overview, Insurances, Recommendations, Practice Information, Hospital Affiliations. */
export function ProviderProfileView({
  profile,
  editable,
}: {
  profile: ProviderProfile;
  editable: boolean;
}) {
  const [open, setOpen] = useState<ProviderSection | null>(null);
  const [photoOpen, setPhotoOpen] = useState(false);
  const [emailOpen, setEmailOpen] = useState(false);
  const edit = (section: ProviderSection) => (editable ? () => setOpen(section) : undefined);
  const name = `${profile.firstName} ${profile.lastName}`;
  const nav = [
    ['overview', 'Overview'],
    ['insurances', 'Insurances'],
    ['recommendations', 'Recommendations'],
    ['practice', 'Practice Information'],
    ['hospitals', 'Hospital Affiliations'],
  ];
  return (
    <Stack gap="lg" data-testid={TestId.providerProfile}>
      <Group gap="md">
        <PhotoAvatar
          path={profile.imagePath}
          name={name}
          color="initials"
          size="lg"
          radius="xl"
          data-testid={TestId.providerProfilePhoto}
        />
        <div>
          <Title order={1} fz="h2">
            {name}
          </Title>
          <Text c="dimmed">{profile.primarySpecialty || 'Specialty not given'}</Text>
          {editable && (
            <Button size="compact-xs" variant="subtle" px={0} onClick={() => setPhotoOpen(true)}>
              Change photo
            </Button>
          )}
        </div>
      </Group>
      <Grid gap="lg">
        <Grid.Col span={{ base: 12, md: 3 }}>
          <nav aria-label="Profile sections">
            {nav.map(([id, label]) => (
              <NavLink key={id} label={label} href={`#${id}`} />
            ))}
          </nav>
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 9 }}>
          <Stack gap="md">
            <ProfileSection id="overview" title="Overview" onEdit={edit('overview')}>
              <Stack gap="xs">
                <Text style={{ whiteSpace: 'pre-wrap' }}>
                  {profile.briefOverview || 'No overview yet.'}
                </Text>
                <Group gap="xs">
                  <Text size="sm">
                    <b>Email:</b> {profile.email}
                  </Text>
                  {profile.newEmail && (
                    <Badge color="orange" variant="light" data-testid={TestId.providerNewEmail}>
                      Pending: {profile.newEmail}
                    </Badge>
                  )}
                  {editable && (
                    <Button size="compact-xs" variant="subtle" onClick={() => setEmailOpen(true)}>
                      Change e-mail
                    </Button>
                  )}
                </Group>
                <Text size="sm" fw={600}>
                  Clinics
                </Text>
                <Tags
                  items={profile.clinicDTOS.map((c) => c.name)}
                  empty="No clinics."
                  testId={TestId.providerClinics}
                />
                <Text size="sm" fw={600}>
                  Specialties
                </Text>
                <Tags items={profile.specialties} empty="No specialties listed." />
                <Text size="sm" fw={600}>
                  Languages
                </Text>
                <Tags items={profile.languages} empty="No languages listed." />
              </Stack>
            </ProfileSection>
            <ProfileSection id="insurances" title="Insurances" onEdit={edit('insurances')}>
              <Tags items={profile.insurances} empty="No insurances listed." />
            </ProfileSection>
            <ProfileSection
              id="recommendations"
              title="Recommendations"
              onEdit={edit('recommendation')}
            >
              <Text
                style={{ whiteSpace: 'pre-wrap' }}
                c={profile.recommendation ? undefined : 'dimmed'}
              >
                {profile.recommendation || 'No recommendation yet.'}
              </Text>
            </ProfileSection>
            <ProfileSection id="practice" title="Practice Information" onEdit={edit('offices')}>
              <Places places={profile.offices} empty="No offices listed." />
            </ProfileSection>
            <ProfileSection id="hospitals" title="Hospital Affiliations" onEdit={edit('hospitals')}>
              <Places
                places={profile.hospitalAffiliations}
                empty="No hospital affiliations listed."
              />
            </ProfileSection>
          </Stack>
        </Grid.Col>
      </Grid>
      <ProviderModals open={open} profile={profile} onClose={() => setOpen(null)} />
      {photoOpen && <PhotoModal owner="provider" onClose={() => setPhotoOpen(false)} />}
      {emailOpen && (
        <OwnEmailModal currentEmail={profile.email} onClose={() => setEmailOpen(false)} />
      )}
    </Stack>
  );
}
