import { Avatar } from '@mantine/core';
import type { InMailPerson } from '@clinicall/shared/messaging/topics';
import { usePhotoUrl } from '../../../lib/use-photo-url';

const initials = (p: InMailPerson) =>
  `${p.firstName.charAt(0)}${p.lastName.charAt(0)}`.toUpperCase();

export const fullName = (p: InMailPerson) => `${p.firstName} ${p.lastName}`;

/** A subscriber's or author's picture, or their initials. */
export function PersonAvatar({
  person,
  size = 'md',
}: {
  person: InMailPerson;
  size?: 'sm' | 'md';
}) {
  const src = usePhotoUrl(person.imagePath);
  // White initials on the darkest teal: the light variant's teal on tint is under 4.5:1 (axe).
  return (
    <Avatar
      src={src}
      alt={fullName(person)}
      size={size}
      radius="xl"
      variant="filled"
      color="teal.9"
    >
      {initials(person)}
    </Avatar>
  );
}
