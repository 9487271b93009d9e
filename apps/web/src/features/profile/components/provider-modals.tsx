import { ActionIcon, Button, Card, Group, Stack, TagsInput, TextInput } from '@mantine/core';
import { IconPlus, IconTrash } from '@tabler/icons-react';
import { TextLimit } from '@clinicall/shared/constants';
import type { Place, ProviderProfile } from '@clinicall/shared/people/provider-profile';
import { uniqueItems } from '@clinicall/shared/people/provider-profile';
import { EmailChangeMessages } from '@clinicall/shared/people/email-change';
import { ProviderEditModal } from './provider-edit-modal';
import { CountedTextarea } from '../../../components/ui/counted-textarea';

export type ProviderSection =
  'overview' | 'insurances' | 'recommendation' | 'offices' | 'hospitals';

function PlacesEditor({
  places,
  onChange,
  noun,
}: {
  places: Place[];
  onChange: (list: Place[]) => void;
  noun: string;
}) {
  const set = (index: number, patch: Partial<Place>) =>
    onChange(places.map((p, i) => (i === index ? { ...p, ...patch } : p)));
  return (
    <Stack gap="sm">
      {places.map((place, index) => (
        <Card key={index} withBorder padding="sm">
          <Group align="flex-end" wrap="nowrap">
            <Stack gap="xs" style={{ flex: 1 }}>
              <TextInput
                label={`${noun} name`}
                value={place.name}
                onChange={(e) => set(index, { name: e.currentTarget.value })}
              />
              <TextInput
                label="Address"
                value={place.address}
                onChange={(e) => set(index, { address: e.currentTarget.value })}
              />
            </Stack>
            <ActionIcon
              variant="subtle"
              color="red"
              aria-label={`Remove ${noun.toLowerCase()} ${index + 1}`}
              onClick={() => onChange(places.filter((_, i) => i !== index))}
            >
              <IconTrash size={16} />
            </ActionIcon>
          </Group>
        </Card>
      ))}
      <Button
        variant="light"
        leftSection={<IconPlus size={16} />}
        onClick={() => onChange([...places, { name: '', address: '' }])}
      >
        Add {noun.toLowerCase()}
      </Button>
    </Stack>
  );
}

/** F24, F36, F42, F49, F51: the provider profile's modals. */
export function ProviderModals({
  open,
  profile,
  onClose,
}: {
  open: ProviderSection | null;
  profile: ProviderProfile;
  onClose: () => void;
}) {
  if (open === null) return null;
  const titles: Record<ProviderSection, string> = {
    overview: 'Change overview',
    insurances: 'Change insurances',
    recommendation: 'Change Specialties',
    offices: 'Change offices',
    hospitals: 'Change hospital affiliations',
  };
  return (
    <ProviderEditModal title={titles[open]} profile={profile} onClose={onClose}>
      {(draft, set, errors) => {
        switch (open) {
          case 'overview':
            return (
              <>
                <Group grow>
                  <TextInput
                    label="First name"
                    withAsterisk
                    value={draft.firstName}
                    error={errors.firstName}
                    onChange={(e) => set({ firstName: e.currentTarget.value })}
                  />
                  <TextInput
                    label="Last name"
                    withAsterisk
                    value={draft.lastName}
                    error={errors.lastName}
                    onChange={(e) => set({ lastName: e.currentTarget.value })}
                  />
                </Group>
                <TextInput
                  label="Email"
                  readOnly
                  disabled
                  description={EmailChangeMessages.changeElsewhere}
                  value={draft.email}
                  error={errors.email}
                />
                <TextInput
                  label="Primary specialty"
                  withAsterisk
                  value={draft.primarySpecialty}
                  error={errors.primarySpecialty}
                  onChange={(e) => set({ primarySpecialty: e.currentTarget.value })}
                />
                <CountedTextarea
                  max={TextLimit.large}
                  label="Brief overview"
                  withAsterisk
                  autosize
                  minRows={3}
                  value={draft.briefOverview}
                  error={errors.briefOverview}
                  onChange={(e) => set({ briefOverview: e.currentTarget.value })}
                />
                <TagsInput
                  label="Specialties"
                  value={draft.specialties ?? []}
                  onChange={(v) => set({ specialties: uniqueItems(v) })}
                />
                <TagsInput
                  label="Languages"
                  value={draft.languages ?? []}
                  onChange={(v) => set({ languages: uniqueItems(v) })}
                />
              </>
            );
          case 'insurances':
            return (
              <TagsInput
                label="Accepted insurances"
                value={draft.insurances ?? []}
                onChange={(v) => set({ insurances: uniqueItems(v) })}
              />
            );
          case 'recommendation':
            return (
              <CountedTextarea
                max={TextLimit.large}
                label="Recognition or awards"
                autosize
                minRows={4}
                value={draft.recommendation ?? ''}
                onChange={(e) => set({ recommendation: e.currentTarget.value })}
              />
            );
          case 'offices':
            return (
              <PlacesEditor
                noun="Office"
                places={(draft.offices ?? []) as Place[]}
                onChange={(offices) => set({ offices })}
              />
            );
          case 'hospitals':
            return (
              <PlacesEditor
                noun="Hospital"
                places={(draft.hospitalAffiliations ?? []) as Place[]}
                onChange={(hospitalAffiliations) => set({ hospitalAffiliations })}
              />
            );
        }
      }}
    </ProviderEditModal>
  );
}
