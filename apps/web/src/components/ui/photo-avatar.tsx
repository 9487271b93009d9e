import { Avatar, type AvatarProps } from '@mantine/core';
import { usePhotoUrl } from '../../lib/use-photo-url';

interface PhotoAvatarProps extends Omit<AvatarProps, 'src' | 'name'> {
  /** The person's `imagePath` as the API answers it. */
  path: string | null | undefined;
  name: string;
  'data-testid'?: string;
}

/** A person's photo, or their initials while it loads or when they have none. */
export function PhotoAvatar({ path, name, ...props }: PhotoAvatarProps) {
  const src = usePhotoUrl(path);
  return <Avatar src={src} name={name} alt={src ? name : undefined} {...props} />;
}
