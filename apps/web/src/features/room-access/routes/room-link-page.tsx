import { Alert, Button, Checkbox, Loader, Stack, Text, Anchor } from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';
import { useEffect, useRef, useState } from 'react';
import { useParams } from 'react-router';
import { RoomAccessMessages } from '@clinicall/shared/room-access/messages';
import { TestId } from '@clinicall/shared/test-ids';
import { CenteredLayout } from '../../../components/ui/centered-layout';
import { ApiError } from '../../../lib/api-error';
import { useRoomLinkConsents, useValidateRoomLink } from '../api/room-link';
import { DateOfBirthInput } from '../components/date-of-birth-input';
import { dateOfBirthError } from '../room-link-form';
import { UnknownLink } from '../components/unknown-link';
import { UnsupportedDialog } from '../components/unsupported-dialog';
import { useRoomEntry } from '../hooks/use-room-entry';

const text = RoomAccessMessages.roomLink;

/** The browser leaves the app for the room (or, after an unknown link, for the site root: D21). */
export function goTo(url: string) {
  window.location.assign(url);
}

/** What a refused try means on screen; the automatic first try shows no error (D27). */
function refusalMessage(error: unknown): string {
  if (error instanceof ApiError) {
    if (error.code === 'DATE_OF_BIRTH_MISMATCH') return text.wrongDateOfBirth;
    if (error.code === 'RATE_LIMITED') return error.message;
    if (error.code === 'VALIDATION') return text.dateFormat;
  }
  return error instanceof Error ? error.message : text.wrongDateOfBirth;
}

/**
 * D19–D27 `/room-link/:id`, without sign-in: "Loading..." while the link is tried at once; a room
 * URL sends the browser there, a 404 explains itself and then goes to the site root, anything else
 * asks for the date of birth and the consents. Continue waits for a full date and every consent.
 */
export function RoomLinkPage() {
  const { id = '' } = useParams();
  const validate = useValidateRoomLink(id);
  const [asking, setAsking] = useState(false);
  const [unknown, setUnknown] = useState(false);
  const [date, setDate] = useState('');
  const [dateTouched, setDateTouched] = useState(false);
  const [accepted, setAccepted] = useState<Record<string, boolean>>({});
  const [consentTouched, setConsentTouched] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const tried = useRef(false);
  const consents = useRoomLinkConsents(id, asking);
  const roomEntry = useRoomEntry(goTo);

  const handle = (url: string | null, failure: unknown, automatic: boolean) => {
    if (url !== null) {
      // D36, D38: an unsupported browser stays here and shows the dialog instead.
      if (!roomEntry.enter(url)) setAsking(true);
      return;
    }
    if (failure instanceof ApiError && failure.status === 404) return setUnknown(true);
    setAsking(true);
    if (!automatic) setError(refusalMessage(failure));
  };

  useEffect(() => {
    if (tried.current) return;
    tried.current = true;
    validate.mutate(undefined, {
      onSuccess: (answer) => handle(answer.url, null, true),
      onError: (failure) => handle(null, failure, true),
    });
  });

  const files = consents.data?.consentFiles ?? [];
  // B27: a clinic consent to read only is a link, not a box to tick.
  const toAccept = files.filter((f) => f.required !== false);
  const toRead = files.filter((f) => f.required === false);
  const allAccepted = toAccept.length > 0 && toAccept.every((f) => accepted[f.url]);
  const dateMessage = dateOfBirthError(date);
  const canContinue = dateMessage === null && allAccepted && !validate.isPending;

  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    setDateTouched(true);
    setConsentTouched(true);
    if (!canContinue) return;
    setError(null);
    validate.mutate(date, {
      onSuccess: (answer) => handle(answer.url, null, false),
      onError: (failure) => handle(null, failure, false),
    });
  };

  if (unknown) return <UnknownLink onLeave={() => goTo('/')} />;

  if (!asking) {
    return (
      <CenteredLayout title="Join your visit">
        <Stack align="center" gap="sm" data-testid={TestId.roomLinkLoading} aria-live="polite">
          <Loader aria-hidden />
          <Text>{text.loading}</Text>
        </Stack>
      </CenteredLayout>
    );
  }

  return (
    <CenteredLayout title="Join your visit">
      <form onSubmit={submit} noValidate data-testid={TestId.roomLinkForm}>
        <Stack gap="md">
          <Text>{text.prompt}</Text>
          <DateOfBirthInput
            value={date}
            onChange={setDate}
            onBlur={() => setDateTouched(true)}
            error={dateTouched ? (dateMessage ?? undefined) : undefined}
            data-testid={TestId.roomLinkDate}
          />
          {consents.isPending && <Loader size="sm" aria-label="Loading the consent documents" />}
          {consents.isError && (
            <Text c="red" role="alert">
              The consent documents could not be loaded. Please reload the page.
            </Text>
          )}
          {consents.data?.additionalConsentText && (
            <Text size="sm" style={{ whiteSpace: 'pre-line' }}>
              {consents.data.additionalConsentText}
            </Text>
          )}
          <Stack gap="xs">
            {toRead.map((file) => (
              <Anchor
                key={file.url}
                href={file.url}
                target="_blank"
                rel="noopener"
                size="sm"
                data-testid={TestId.roomLinkClinicConsent}
              >
                {file.name}
              </Anchor>
            ))}
            {toAccept.map((file) => (
              <Checkbox
                key={file.url}
                data-testid={TestId.roomLinkConsent}
                checked={accepted[file.url] === true}
                onChange={(event) => {
                  const checked = event.currentTarget.checked;
                  setConsentTouched(true);
                  setAccepted((current) => ({
                    ...current,
                    [file.url]: checked,
                  }));
                }}
                label={
                  <>
                    I accept the{' '}
                    <Anchor href={file.url} target="_blank" rel="noopener">
                      {file.name}
                    </Anchor>
                  </>
                }
              />
            ))}
            {consentTouched && toAccept.length > 0 && !allAccepted && (
              <Text c="red" size="sm" role="alert">
                {text.termsRequired}
              </Text>
            )}
          </Stack>
          {error !== null && (
            <Alert
              color="red"
              variant="light"
              role="alert"
              icon={<IconAlertCircle aria-hidden />}
              data-testid={TestId.roomLinkError}
            >
              {error}
            </Alert>
          )}
          <Button
            type="submit"
            disabled={!canContinue}
            loading={validate.isPending}
            data-testid={TestId.roomLinkContinue}
          >
            {text.continue}
          </Button>
        </Stack>
      </form>
      {roomEntry.blocked && (
        <UnsupportedDialog
          kind={roomEntry.blocked.kind}
          roomUrl={roomEntry.blocked.url}
          opened
          onClose={roomEntry.close}
        />
      )}
    </CenteredLayout>
  );
}
