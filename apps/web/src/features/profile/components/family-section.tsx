import { Anchor, Card, Group, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { isoToBirthDate } from '@clinicall/shared/people/birth-date';
import type { PatientProfile } from '@clinicall/shared/people/patient-profile';
import { pathTo } from '@clinicall/shared/paths';
import { TestId } from '@clinicall/shared/test-ids';

/** F15, F47: the family members an account heads. */
export function FamilySection({
  profile,
  viewerIsProvider,
}: {
  profile: PatientProfile;
  viewerIsProvider: boolean;
}) {
  return (
    <Card
      withBorder
      radius="md"
      padding="md"
      id="family-members"
      data-testid={TestId.profileFamily}
    >
      <Title order={2} fz="h4" mb="xs">
        Family members
      </Title>
      <Stack gap="xs">
        {profile.familyMembers.map((member) => (
          <Group key={member.id} justify="space-between" wrap="wrap">
            <div>
              <Text fw={600}>
                {member.firstName} {member.lastName}
              </Text>
              <Text size="sm" c="dimmed">
                {[
                  member.relationship,
                  member.dateOfBirth ? isoToBirthDate(member.dateOfBirth) : null,
                ]
                  .filter(Boolean)
                  .join(' · ')}
              </Text>
            </div>
            {viewerIsProvider && (
              <Anchor component={Link} to={pathTo.patientFullProfile(member.id)}>
                View profile
              </Anchor>
            )}
          </Group>
        ))}
      </Stack>
    </Card>
  );
}
