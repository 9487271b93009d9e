import { Card, SimpleGrid, Text, ThemeIcon, Title } from '@mantine/core';
import {
  IconBuildingHospital,
  IconChartBar,
  IconHierarchy2,
  IconKey,
  IconHistory,
  IconShieldCheck,
  IconStethoscope,
  IconUsersGroup,
  type Icon,
} from '@tabler/icons-react';
import { Link } from 'react-router';
import { AdminAuditMessages } from '@clinicall/shared/admin-audit/admin-audit';
import { Paths } from '@clinicall/shared/paths';
import { TestId } from '@clinicall/shared/test-ids';
import { PageFrame } from '../../../components/ui/page-frame';

interface Area {
  title: string;
  description: string;
  to: string;
  icon: Icon;
}

const areas: Area[] = [
  {
    title: 'Providers',
    description: 'Add, edit and activate providers.',
    to: Paths.adminProviders,
    icon: IconStethoscope,
  },
  {
    title: 'Assistants',
    description: 'Manage assistants and the providers they help.',
    to: Paths.adminAssistants,
    icon: IconUsersGroup,
  },
  {
    title: 'Clinic Admins',
    description: 'Who administers each clinic.',
    to: Paths.adminClinicAdmins,
    icon: IconShieldCheck,
  },
  {
    title: 'Clinics',
    description: 'Clinics, their features and branding.',
    to: Paths.adminClinics,
    icon: IconBuildingHospital,
  },
  {
    title: 'Parent Account',
    description: 'Group clinics under a parent account.',
    to: Paths.adminParentClinic,
    icon: IconHierarchy2,
  },
  {
    title: 'Reports/Encounters',
    description: 'Download the encounter usage report.',
    to: Paths.adminEncounterReport,
    icon: IconChartBar,
  },
  {
    title: 'Single sign-on',
    description: 'Identity providers that sign staff in by e-mail domain.',
    to: Paths.adminSso,
    icon: IconKey,
  },
  {
    title: AdminAuditMessages.title,
    description: AdminAuditMessages.cardDescription,
    to: Paths.adminAudit,
    icon: IconHistory,
  },
];

/** `/admin-dashboard`: the super admin's starting point, one card per area. */
export function AdminHomePage() {
  return (
    <PageFrame title="Administration">
      <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }}>
        {areas.map((area) => (
          <Card
            key={area.to}
            component={Link}
            to={area.to}
            withBorder
            radius="md"
            padding="lg"
            data-testid={TestId.adminAreaLink}
          >
            <ThemeIcon variant="light" size={44} radius="md" mb="md">
              <area.icon size={24} aria-hidden />
            </ThemeIcon>
            <Title order={2} fz="h4">
              {area.title}
            </Title>
            <Text size="sm" c="dimmed" mt={4}>
              {area.description}
            </Text>
          </Card>
        ))}
      </SimpleGrid>
    </PageFrame>
  );
}
