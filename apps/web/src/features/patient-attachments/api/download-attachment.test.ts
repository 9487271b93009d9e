import { HttpResponse, http } from 'msw';
import { afterEach, expect, test, vi } from 'vitest';
import type { PatientAttachment } from '@clinicall/shared/patient-attachments';
import { server } from '../../../test/mock-api';
import { downloadAttachment } from './download-attachment';

const attachment = (fileName: string, fileType: string): PatientAttachment => ({
  id: 3,
  fileName,
  savedFileName: 'patient-attachments/3',
  fileType,
  size: 4,
  uploadedDate: '2026-11-20T15:00:00.000Z',
  uploadedBy: 'Pat Patient',
  uploadedByEmail: 'pat@example.org',
  attachedTo: 'GENERAL',
  relatedEntityId: 42,
});

afterEach(() => vi.restoreAllMocks());

const serveFile = () =>
  server.use(http.get('/api/attachment/download', () => new HttpResponse('DICM', { status: 200 })));

test('F54 a .dcm file opens in a new window, opened before the download for popup blockers', async () => {
  serveFile();
  URL.createObjectURL = () => 'blob:dicom';
  const win = { location: { href: '' }, close: vi.fn() };
  const open = vi.spyOn(window, 'open').mockReturnValue(win as unknown as Window);
  await downloadAttachment(attachment('Knee.dcm', 'dcm'));
  expect(open).toHaveBeenCalledWith('', '_blank');
  expect(win.location.href).toBe('blob:dicom');
});

test('F54 other files are saved under their name', async () => {
  serveFile();
  URL.createObjectURL = () => 'blob:pdf';
  URL.revokeObjectURL = () => undefined;
  const open = vi.spyOn(window, 'open');
  const clicked: string[] = [];
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
    this: HTMLAnchorElement,
  ) {
    clicked.push(this.download);
  });
  await downloadAttachment(attachment('Lab.pdf', 'pdf'));
  expect(open).not.toHaveBeenCalled();
  expect(clicked).toEqual(['Lab.pdf']);
});
