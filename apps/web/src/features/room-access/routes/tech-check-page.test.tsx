import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, expect, test, vi, type Mock } from 'vitest';
import { RoomAccessMessages } from '@clinicall/shared/room-access/messages';
import { TestId } from '@clinicall/shared/test-ids';
import { renderRoutes } from '../../../test/render';
import { mockConfigs, testConfigs } from '../../../test/site-configs';
import { TechCheckPage } from './tech-check-page';

const text = RoomAccessMessages.techCheck;
const CHROME =
  'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';
const IE = 'Mozilla/5.0 (Windows NT 10.0; Trident/7.0; rv:11.0) like Gecko';

const track = (kind: string, deviceId: string) =>
  ({ kind, stop: vi.fn(), getSettings: () => ({ deviceId }) }) as unknown as MediaStreamTrack;
const streamOf = (cameraId: string, microphoneId: string) =>
  ({
    getTracks: () => [track('video', cameraId), track('audio', microphoneId)],
    getVideoTracks: () => [track('video', cameraId)],
    getAudioTracks: () => [track('audio', microphoneId)],
  }) as unknown as MediaStream;
const device = (kind: MediaDeviceKind, deviceId: string, label: string) =>
  ({ kind, deviceId, label }) as MediaDeviceInfo;

let getUserMedia: Mock<(constraints: MediaStreamConstraints) => Promise<MediaStream>>;

function useBrowser(userAgent: string) {
  vi.spyOn(navigator, 'userAgent', 'get').mockReturnValue(userAgent);
}

beforeEach(() => {
  mockConfigs();
  getUserMedia = vi.fn();
  Object.defineProperty(navigator, 'mediaDevices', {
    configurable: true,
    value: {
      getUserMedia,
      enumerateDevices: () =>
        Promise.resolve([
          device('videoinput', 'cam-1', 'Front camera'),
          device('videoinput', 'cam-2', 'Document camera'),
          device('audioinput', 'mic-1', 'Headset'),
        ]),
    },
  });
});

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const open = () =>
  renderRoutes({
    at: '/tech-check',
    routes: [{ path: '/tech-check', element: <TechCheckPage /> }],
  });

test('D29 an unsupported browser is told so, with the supported browsers per operating system', async () => {
  useBrowser(IE);
  open();
  expect((await screen.findByTestId(TestId.techCheckStatus)).textContent).toBe(text.unsupported);
  const rows = screen.getAllByRole('row').map((row) => row.textContent);
  expect(rows).toEqual([
    'Operating systemSupported browsers',
    'WindowsChrome or Firefox',
    'MacChrome, Firefox or Safari',
    'AndroidChrome',
    'iOSSafari',
  ]);
  expect(getUserMedia).not.toHaveBeenCalled();
});

test('D34 D35 a refusal shows the error, each browser’s instructions, Test Again (a reload) and support', async () => {
  useBrowser(CHROME);
  const reload = vi.fn();
  vi.stubGlobal('location', { ...window.location, reload });
  getUserMedia.mockRejectedValue(
    Object.assign(new Error('Permission denied'), { name: 'NotAllowedError' }),
  );
  open();
  await screen.findByText(text.failed);
  const status = screen.getByTestId(TestId.techCheckStatus);
  expect(status.textContent).toContain('NotAllowedError: Permission denied');
  for (const browser of ['Chrome', 'Firefox', 'Safari']) {
    expect(screen.getByText(browser)).toBeTruthy();
  }
  expect(
    (await screen.findByRole('link', { name: testConfigs.supportEmail })).getAttribute('href'),
  ).toBe(`mailto:${testConfigs.supportEmail}`);
  await userEvent.click(screen.getByTestId(TestId.techCheckTestAgain));
  expect(reload).toHaveBeenCalledOnce();
});

test('D33 choosing another camera asks for that very device and keeps the microphone', async () => {
  useBrowser(CHROME);
  getUserMedia.mockImplementation(async (constraints: MediaStreamConstraints) => {
    const video = constraints.video as { deviceId?: { exact: string } } | true;
    return streamOf(video === true ? 'cam-1' : video.deviceId!.exact, 'mic-1');
  });
  // The level meter's audio graph: jsdom has none, and the meter is not what this test checks.
  vi.stubGlobal(
    'AudioContext',
    class {
      createAnalyser = () => ({ fftSize: 0, getByteTimeDomainData: () => undefined });
      createMediaStreamSource = () => ({ connect: () => undefined, disconnect: () => undefined });
      close = () => Promise.resolve();
    },
  );
  open();
  await screen.findByText(text.success);
  await userEvent.click(screen.getByTestId(TestId.techCheckCamera));
  await userEvent.click(
    await screen.findByRole('option', { name: 'Document camera', hidden: true }),
  );
  await waitFor(() =>
    expect(getUserMedia).toHaveBeenLastCalledWith({
      video: { deviceId: { exact: 'cam-2' } },
      audio: { deviceId: { exact: 'mic-1' } },
    }),
  );
});
