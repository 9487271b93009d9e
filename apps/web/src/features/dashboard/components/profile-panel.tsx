import { Badge, Group, Paper, Skeleton, Stack, Text, Title } from '@mantine/core';
import { Role } from '@clinicall/shared/roles';
import { TestId } from '@clinicall/shared/test-ids';
import { LoadError } from '../../../components/ui/load-error';
import { roleLabel, useLoggedUser } from '../../identity';
import { PasswordRow } from './password-row';
import { DashboardPanel } from './dashboard-panel';
import { PhotoAvatar } from '../../../components/ui/photo-avatar';

/** The dashboard's profile panel from GET /getLoggedUser (A29). */
export function ProfilePanel() {
  const user = useLoggedUser();

  if (user.isPending) {
    return (
      <Paper withBorder radius="md" p="lg" aria-busy="true" aria-label="Loading your profile">
        <Group>
          <Skeleton circle height={64} />
          <Stack gap={8} style={{ flex: 1 }}>
            <Skeleton height={14} width="70%" />
            <Skeleton height={12} width="50%" />
          </Stack>
        </Group>
      </Paper>
    );
  }
  if (user.isError) {
    return (
      <LoadError
        title="We could not load your profile"
        error={user.error}
        onRetry={() => void user.refetch()}
      />
    );
  }

  const { firstName, lastName, email, imagePath, roles, clinicDTOS } = user.data;
  const name = `${firstName} ${lastName}`;
  return (
    <DashboardPanel labelledBy="profile-heading" testId={TestId.profilePanel}>
      <Stack gap="md">
        <Group wrap="nowrap">
          <PhotoAvatar path={imagePath} name={name} size={64} />
          <Stack gap={2} style={{ minWidth: 0 }}>
            <Title order={2} fz="h4" id="profile-heading" data-testid={TestId.profileName}>
              {name}
            </Title>
            <Text
              size="sm"
              c="dimmed"
              truncate="end"
              title={email}
              data-testid={TestId.profileEmail}
            >
              {email}
            </Text>
            <Badge variant="light" mt={4} data-testid={TestId.profileRole}>
              {roleLabel(roles)}
            </Badge>
          </Stack>
        </Group>
        <Stack gap={4} data-testid={TestId.profileClinics}>
          <Text size="sm" fw={600}>
            {clinicDTOS.length === 1 ? 'Clinic' : 'Clinics'}
          </Text>
          {clinicDTOS.length === 0 ? (
            <Text size="sm" c="dimmed">
              Not linked to a clinic yet.
            </Text>
          ) : (
            clinicDTOS.map((clinic) => (
              <Text key={clinic.id} size="sm">
                {clinic.name}
              </Text>
            ))
          )}
        </Stack>
        {roles.includes(Role.patient) && <PasswordRow />}
      </Stack>
    </DashboardPanel>
  );
}
