import { List, Stack, Text, Title } from '@mantine/core';

/** D34: how to allow the camera and microphone in each supported browser. */
export function PermissionHelp() {
  return (
    <Stack gap="xs">
      <Title order={2} fz="h4">
        How to allow your camera and microphone
      </Title>
      <Text fw={600}>Chrome</Text>
      <List size="sm">
        <List.Item>
          Click the camera icon (or the lock) at the right or left of the address bar.
        </List.Item>
        <List.Item>Choose “Always allow” for the camera and the microphone, then Done.</List.Item>
      </List>
      <Text fw={600}>Firefox</Text>
      <List size="sm">
        <List.Item>Click the crossed-out camera or microphone icon in the address bar.</List.Item>
        <List.Item>Remove the “Blocked” permissions, then allow access when asked again.</List.Item>
      </List>
      <Text fw={600}>Safari</Text>
      <List size="sm">
        <List.Item>
          Open Safari › Settings for This Website (Settings › Safari on iPhone and iPad).
        </List.Item>
        <List.Item>Set Camera and Microphone to “Allow”, then reload the page.</List.Item>
      </List>
      <Text size="sm" c="dimmed">
        Also check that no other application is using the camera.
      </Text>
    </Stack>
  );
}
