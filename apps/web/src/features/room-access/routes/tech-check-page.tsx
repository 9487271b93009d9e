import { Alert, Box, Button, Group, Progress, Select, Stack, Table, Text } from '@mantine/core';
import { IconAlertCircle, IconCircleCheck } from '@tabler/icons-react';
import { useEffect, useRef } from 'react';
import { RoomAccessMessages } from '@clinicall/shared/room-access/messages';
import { TestId } from '@clinicall/shared/test-ids';
import { PageFrame } from '../../../components/ui/page-frame';
import { isSupportedBrowser, SUPPORTED_BROWSERS } from '../../../lib/browser-support';
import { PermissionHelp } from '../components/permission-help';
import { SupportContact } from '../components/support-contact';
import { useAudioLevel } from '../hooks/use-audio-level';
import { useMediaCheck } from '../hooks/use-media-check';

const text = RoomAccessMessages.techCheck;
/** The meter turns green above this level: someone is speaking (D32). */
const SPEAKING_LEVEL = 8;

const options = (devices: MediaDeviceInfo[], fallback: string) =>
  devices.map((d, i) => ({ value: d.deviceId, label: d.label || `${fallback} ${i + 1}` }));

const Support = () => <SupportContact lead="Need help? Contact" />;

/** D35: Test Again reloads the page (permissions changed in the browser take effect). */
function TestAgain() {
  return (
    <Button
      variant="light"
      onClick={() => window.location.reload()}
      data-testid={TestId.techCheckTestAgain}
    >
      {text.testAgain}
    </Button>
  );
}

function Unsupported() {
  return (
    <Stack gap="md">
      <Alert color="red" variant="light" role="alert" data-testid={TestId.techCheckStatus}>
        {text.unsupported}
      </Alert>
      <Table>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Operating system</Table.Th>
            <Table.Th>Supported browsers</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {SUPPORTED_BROWSERS.map((row) => (
            <Table.Tr key={row.os}>
              <Table.Td>{row.os}</Table.Td>
              <Table.Td>{row.browsers}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
      <Support />
    </Stack>
  );
}

function Check() {
  const check = useMediaCheck();
  const stream = check.state.status === 'success' ? check.state.stream : null;
  const level = useAudioLevel(stream);
  const video = useRef<HTMLVideoElement>(null);

  useEffect(() => {
    if (video.current) video.current.srcObject = stream;
  }, [stream]);

  if (check.state.status === 'waiting') {
    return (
      <Alert color="blue" variant="light" data-testid={TestId.techCheckStatus} aria-live="polite">
        {text.waiting}
      </Alert>
    );
  }
  if (check.state.status === 'failed') {
    return (
      <Stack gap="md">
        <Alert
          color="red"
          variant="light"
          role="alert"
          icon={<IconAlertCircle aria-hidden />}
          title={text.failed}
          data-testid={TestId.techCheckStatus}
        >
          {check.state.error}
        </Alert>
        <PermissionHelp />
        <Group>
          <TestAgain />
        </Group>
        <Support />
      </Stack>
    );
  }
  return (
    <Stack gap="md">
      <Alert
        color="teal"
        variant="light"
        icon={<IconCircleCheck aria-hidden />}
        data-testid={TestId.techCheckStatus}
      >
        {text.success}
      </Alert>
      <Box
        component="video"
        ref={video}
        autoPlay
        muted
        playsInline
        aria-label="Your camera"
        data-testid={TestId.techCheckPreview}
        w="100%"
        maw={480}
        bg="dark"
        style={{ borderRadius: 8, aspectRatio: '4 / 3' }}
      />
      <Select
        label="Camera"
        data={options(check.cameras, 'Camera')}
        value={check.choice.cameraId}
        onChange={(cameraId) => cameraId && check.choose({ cameraId })}
        allowDeselect={false}
        maw={480}
        data-testid={TestId.techCheckCamera}
      />
      <Select
        label="Microphone"
        data={options(check.microphones, 'Microphone')}
        value={check.choice.microphoneId}
        onChange={(microphoneId) => microphoneId && check.choose({ microphoneId })}
        allowDeselect={false}
        maw={480}
        data-testid={TestId.techCheckMicrophone}
      />
      <Stack gap={4} maw={480}>
        <Text size="sm">Microphone level: a green bar while you speak means it works.</Text>
        <Progress
          value={level}
          color={level >= SPEAKING_LEVEL ? 'teal' : 'gray'}
          size="lg"
          aria-label="Microphone level"
          data-testid={TestId.techCheckLevel}
          data-speaking={level >= SPEAKING_LEVEL}
          transitionDuration={0}
        />
      </Stack>
      <Group>
        <TestAgain />
      </Group>
      <Support />
    </Stack>
  );
}

/** D28–D35 `/tech-check`: can this browser reach the camera and microphone? */
export function TechCheckPage() {
  return (
    <PageFrame title="Camera and microphone check">
      {isSupportedBrowser() ? <Check /> : <Unsupported />}
    </PageFrame>
  );
}
