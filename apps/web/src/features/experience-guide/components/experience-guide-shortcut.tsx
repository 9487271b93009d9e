import { NavLink } from '@mantine/core';
import { IconCompass } from '@tabler/icons-react';
import { Link } from 'react-router';
import { experienceGuideUrl } from '@clinicall/shared/experience-guide';
import { TestId } from '@clinicall/shared/test-ids';
import { useOwnGuide } from '../api/experience-guide-queries';

/** I25: the patient's way to their clinic's guide, where its experience builder is on (B26). */
export function ExperienceGuideShortcut() {
  const own = useOwnGuide();
  const hash = own.data?.hash ?? null;
  if (hash === null) return null;
  return (
    <NavLink
      component={Link}
      to={experienceGuideUrl(hash)}
      label="Experience guide"
      leftSection={<IconCompass size={20} aria-hidden />}
      data-testid={TestId.experienceGuideOpen}
    />
  );
}
