import { Alert, Container, Loader, Stack } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { Navigate, useNavigate, useParams } from 'react-router';
import { Paths } from '@clinicall/shared/paths';
import { TestId } from '@clinicall/shared/test-ids';
import { fetchRoomUrl } from '../api/room-api';
import { RoomMessages } from '../room-messages';

/**
 * `/appointments/:encounterId/room` (issue 19 path 7): an appointment's room with no credential
 * in the address. The signed-in party's own pass is fetched with their session (D10) and the
 * browser goes on to it; the appointment-started dialog (D2) links here.
 */
export function RoomEntryPage() {
  const encounterId = Number(useParams().encounterId);
  const valid = Number.isSafeInteger(encounterId) && encounterId > 0;
  const navigate = useNavigate();
  const room = useQuery({
    queryKey: ['room', 'entry', encounterId],
    queryFn: () => fetchRoomUrl(encounterId),
    enabled: valid,
    staleTime: 0,
    gcTime: 0,
    meta: { handlesErrors: true },
  });
  const roomUrl = room.data?.roomUrl;
  useEffect(() => {
    if (roomUrl) void navigate(roomUrl, { replace: true });
  }, [roomUrl, navigate]);

  if (!valid) return <Navigate to={Paths.appointments} replace />;
  return (
    <Container size="xl" py="md">
      {room.isError ? (
        <Alert color="red" data-testid={TestId.roomError} title="You cannot enter this room">
          {RoomMessages.passRefused}
        </Alert>
      ) : (
        <Stack align="center" py="xl">
          <Loader />
        </Stack>
      )}
    </Container>
  );
}
