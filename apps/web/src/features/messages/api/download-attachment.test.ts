import { HttpResponse, http } from 'msw';
import { afterEach, expect, test, vi } from 'vitest';
import { InMailMessages } from '@clinicall/shared/messaging/messages';
import { toast } from '../../../components/ui/toast';
import { server } from '../../../test/mock-api';
import { downloadAttachment } from './download-attachment';

afterEach(() => vi.restoreAllMocks());

const serve = (status: number) =>
  server.use(
    http.get('/api/message/download', () =>
      status === 200
        ? new HttpResponse('DICM', { status })
        : HttpResponse.json({ code: 'NOT_SUBSCRIBED', errorMessage: 'No' }, { status }),
    ),
  );

test('E57 a .dcm attachment opens in a new window', async () => {
  serve(200);
  URL.createObjectURL = () => 'blob:dicom';
  URL.revokeObjectURL = () => undefined;
  const viewer = { location: { href: '' }, close: vi.fn() };
  const open = vi.spyOn(window, 'open').mockReturnValue(viewer as unknown as Window);
  await downloadAttachment(12, 'Knee.DCM');
  expect(open).toHaveBeenCalledWith('', '_blank');
  expect(viewer.location.href).toBe('blob:dicom');
});

test('E57 E19 any other attachment is saved under its name', async () => {
  serve(200);
  URL.createObjectURL = () => 'blob:pdf';
  URL.revokeObjectURL = () => undefined;
  const open = vi.spyOn(window, 'open');
  const saved: string[] = [];
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
    this: HTMLAnchorElement,
  ) {
    saved.push(this.download);
  });
  await downloadAttachment(12, 'Lab results.pdf');
  expect(open).not.toHaveBeenCalled();
  expect(saved).toEqual(['Lab results.pdf']);
});

test('E58 H1 a refused download shows the forbidden notice as the attachment toast and closes the opened window', async () => {
  serve(403);
  const viewer = { location: { href: '' }, close: vi.fn() };
  vi.spyOn(window, 'open').mockReturnValue(viewer as unknown as Window);
  const error = vi.spyOn(toast, 'attachmentError').mockImplementation(() => undefined);
  await downloadAttachment(12, 'Knee.dcm');
  expect(error).toHaveBeenCalledWith(InMailMessages.downloadForbidden);
  expect(viewer.close).toHaveBeenCalled();
});
