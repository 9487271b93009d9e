import { Badge, Button, Group, SimpleGrid, Stack, Title } from '@mantine/core';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { Paths } from '@clinicall/shared/paths';
import { SchedulingMessages as M } from '@clinicall/shared/scheduling/messages';
import type { Offerings, VideoEncounterTypeInput } from '@clinicall/shared/scheduling/offerings';
import { TestId } from '@clinicall/shared/test-ids';
import { confirmAction } from '../../../components/ui/confirm-dialog';
import { LoadError } from '../../../components/ui/load-error';
import { PageFrame } from '../../../components/ui/page-frame';
import { PageLoader } from '../../../components/ui/page-loader';
import { toast } from '../../../components/ui/toast';
import { useMyOfferings } from '../api/get-offerings';
import { useSaveOfferings } from '../api/save-offerings';
import { OfferingCard } from '../components/offering-card';
import { VideoTypeDialog } from '../components/video-type-dialog';
import { VideoTypesList } from '../components/video-types-list';
import { offeringsRequest, switchesOf, videoTypesOf, type Switches } from '../offerings-request';
import { videoTypeErrorText } from '../video-type-error';

/** C1: the provider's offerings page, "Manage | Offerings". */
export function OfferingsPage() {
  const offerings = useMyOfferings();
  return (
    <PageFrame title="Manage | Offerings">
      {offerings.isPending && <PageLoader label="Loading your offerings…" />}
      {offerings.isError && (
        <LoadError
          title="We could not load your offerings"
          error={offerings.error}
          onRetry={() => void offerings.refetch()}
        />
      )}
      {offerings.isSuccess && <OfferingsForm offerings={offerings.data} />}
    </PageFrame>
  );
}

/** Which video type the dialog edits: an index, a new one, or none (closed). */
type Editing = number | 'new' | null;

function OfferingsForm({ offerings }: { offerings: Offerings }) {
  const navigate = useNavigate();
  const save = useSaveOfferings();
  const saveTypes = useSaveOfferings();
  const [switches, setSwitches] = useState<Switches>(() => switchesOf(offerings));
  const [editing, setEditing] = useState<Editing>(null);
  const videoTypes = videoTypesOf(offerings);
  const toggle = (type: keyof Switches) => (active: boolean) =>
    setSwitches((current) => ({ ...current, [type]: active }));

  const saveSwitches = () =>
    save.mutate(offeringsRequest(offerings, switches, videoTypes), {
      onSuccess: () => toast.success(M.offeringsSaved),
      onError: (error) => toast.error(error.message),
    });

  // A video type is saved at once, beside the offerings as stored: unsaved switches stay unsaved.
  // The dialog shows its own refusal; a removal, made outside it, says it in a toast.
  const saveVideoTypes = (types: VideoEncounterTypeInput[], inDialog: boolean) =>
    saveTypes.mutate(offeringsRequest(offerings, switchesOf(offerings), types), {
      onSuccess: () => {
        toast.success(M.offeringsSaved);
        setEditing(null);
      },
      onError: (error) => {
        if (!inDialog) toast.error(videoTypeErrorText(error));
      },
    });

  const onDialogSave = (type: VideoEncounterTypeInput) => {
    const next =
      editing === 'new'
        ? [...videoTypes, type]
        : videoTypes.map((t, i) => (i === editing ? type : t));
    saveVideoTypes(next, true);
  };
  const onRemove = (index: number) =>
    confirmAction({
      title: 'Remove video type',
      message: `Remove "${videoTypes[index]?.encounterName ?? ''}"? Patients will no longer be able to book it.`,
      confirmLabel: 'Remove',
      onConfirm: () =>
        saveVideoTypes(
          videoTypes.filter((_, i) => i !== index),
          false,
        ),
    });
  const openDialog = (which: Editing) => {
    saveTypes.reset();
    setEditing(which);
  };

  return (
    <Stack gap="lg">
      <Group gap="sm">
        <Badge circle size="lg">
          1
        </Badge>
        <Title order={2} fz="h3">
          Set Options for Encounters
        </Title>
      </Group>
      <SimpleGrid cols={{ base: 1, md: 3 }} spacing="md">
        <OfferingCard
          title="Message"
          description="Patients send you a message and you answer in writing."
          active={switches.MESSAGE}
          onChange={toggle('MESSAGE')}
        />
        <OfferingCard
          title="Video Call"
          description="A video exam in the exam room, in the types you set up here."
          active={switches.VIDEO}
          onChange={toggle('VIDEO')}
        >
          <VideoTypesList
            types={videoTypes}
            busy={saveTypes.isPending}
            onAdd={() => openDialog('new')}
            onEdit={openDialog}
            onRemove={onRemove}
          />
        </OfferingCard>
        {offerings.inOfficeAllowed && (
          <OfferingCard
            title="In Office Visit"
            description="Patients book a visit at your office."
            active={switches.OFFICE}
            onChange={toggle('OFFICE')}
          />
        )}
      </SimpleGrid>
      <Group justify="flex-end" gap="sm">
        <Button
          variant="default"
          onClick={() => void navigate(Paths.home)}
          data-testid={TestId.offeringsCancel}
        >
          Cancel
        </Button>
        <Button onClick={saveSwitches} loading={save.isPending} data-testid={TestId.offeringsSave}>
          Save
        </Button>
      </Group>
      <VideoTypeDialog
        opened={editing !== null}
        editing={typeof editing === 'number' ? (videoTypes[editing] ?? null) : null}
        saving={saveTypes.isPending}
        error={saveTypes.isError ? videoTypeErrorText(saveTypes.error) : null}
        onSave={onDialogSave}
        onClose={() => setEditing(null)}
      />
    </Stack>
  );
}
