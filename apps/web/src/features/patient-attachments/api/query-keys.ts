import type { AttachmentSortField } from '@clinicall/shared/patient-attachments';

/** Who is looking: providers and patients use different calls (F56). */
export type AttachmentViewer = 'provider' | 'patient';

export type AttachmentListFilter = {
  search: string;
  fileType: string | null;
  sort: AttachmentSortField;
  direction: 'asc' | 'desc';
};

export const attachmentKeys = {
  all: ['patient-attachments'] as const,
  ofPatient: (viewer: AttachmentViewer, patientId: number) =>
    [...attachmentKeys.all, viewer, patientId] as const,
  list: (viewer: AttachmentViewer, patientId: number, filter: AttachmentListFilter) =>
    [...attachmentKeys.ofPatient(viewer, patientId), 'list', filter] as const,
  fileTypes: (viewer: AttachmentViewer, patientId: number) =>
    [...attachmentKeys.ofPatient(viewer, patientId), 'file-types'] as const,
  forbidden: (patientId: number) => [...attachmentKeys.all, 'forbidden', patientId] as const,
};
