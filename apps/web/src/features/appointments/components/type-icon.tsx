import { ThemeIcon } from '@mantine/core';
import {
  IconBuildingHospital,
  IconMessage,
  IconPhone,
  IconVideo,
  type Icon,
} from '@tabler/icons-react';
import { EncounterTypeLabel, type EncounterType } from '@clinicall/shared/scheduling/types';

const icons: Record<EncounterType, Icon> = {
  VIDEO: IconVideo,
  AUDIO: IconPhone,
  MESSAGE: IconMessage,
  OFFICE: IconBuildingHospital,
};

/** C88: each type of appointment has its icon, labelled with the type's name. */
export function TypeIcon({ type }: { type: EncounterType }) {
  const Glyph = icons[type];
  return (
    <ThemeIcon
      variant="light"
      size={40}
      radius="xl"
      aria-label={EncounterTypeLabel[type]}
      role="img"
    >
      <Glyph size={22} aria-hidden />
    </ThemeIcon>
  );
}
