import { Role } from '../roles.js';

/**
 * The stored photo's id (`photos/<id>.jpg`): it changes with every new photo, so a URL carrying it
 * can be cached for good and a new photo is never hidden behind an old cached copy.
 */
export function photoVersion(storageKey: string): string {
  const name = storageKey.slice(storageKey.lastIndexOf('/') + 1);
  const dot = name.indexOf('.');
  return dot === -1 ? name : name.slice(0, dot);
}

/**
 * Where a person's photo is served (`imagePath` in every answer that carries one): patients' and
 * providers' photos each have their route; other roles have no photo. Null without a photo.
 */
export function photoPath(
  person: { id: number; role: string },
  storageKey: string | null,
): string | null {
  if (!storageKey) return null;
  const version = encodeURIComponent(photoVersion(storageKey));
  if (person.role === Role.patient) return `/api/patient/${person.id}/photo?v=${version}`;
  if (person.role === Role.provider) return `/api/providers/${person.id}/photo?v=${version}`;
  return null;
}
