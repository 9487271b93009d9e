import { EmptyState, Skeleton, Stack } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconFileOff } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import type { ClinicSummary } from '@clinicall/shared/clinic';
import { DEBOUNCE_MS } from '@clinicall/shared/constants';
import {
  ATTACHMENT_FILE_TYPES,
  AttachmentMessages,
  PATIENT_ATTACHMENT_EXTENSIONS,
  type AttachmentSortField,
  type PatientAttachment,
} from '@clinicall/shared/patient-attachments';
import { TestId } from '@clinicall/shared/test-ids';
import { InfiniteScroll } from '../../../components/ui/infinite-scroll';
import { LoadError } from '../../../components/ui/load-error';
import { toast } from '../../../components/ui/toast';
import { isApiError } from '../../../lib/api-error';
import { formatDisplayDate, viewerZone } from '../../../lib/zoned-time';
import { useCurrentAccount } from '../../identity';
import { downloadAttachment } from '../api/download-attachment';
import { useForbiddenState } from '../api/forbidden-state';
import { useFileTypes } from '../api/get-file-types';
import type { AttachmentListFilter, AttachmentViewer } from '../api/query-keys';
import { useAttachments } from '../api/search-attachments';
import { useUploadAttachments } from '../api/upload-attachments';
import { selectionProblem } from '../attachment-rules';
import { AttachmentsTable } from './attachments-table';
import { AttachmentsToolbar } from './attachments-toolbar';
import { DicomUploadModal } from './dicom-upload-modal';
import { ForbiddenState } from './forbidden-state';
import { UploadProgress } from './upload-status';

export interface PatientAttachmentsTabProps {
  patientId: number;
  /** Providers and patients use different calls (F56). */
  viewer: AttachmentViewer;
  /** The clinic the profile is seen in: its switch (B24) and where uploads are kept. */
  clinic: Pick<ClinicSummary, 'id' | 'allowPatientAttachment'> | null;
}

/** Upload refusals whose text says what to fix (F58); other failures get the generic text. */
const explainsItself = (status: number) => status === 400 || status === 413 || status === 415;

/** H10: an upload's day as spec 2 §9 displays dates, MM/DD/YYYY, in the account's zone. */
function useDateFormat() {
  const zone = viewerZone(useCurrentAccount().timeZone);
  return (iso: string) => formatDisplayDate(iso, zone);
}

/** The patient profile's Attachments tab (spec 2 §2, §6, §8; F52–F61). */
export function PatientAttachmentsTab({ patientId, viewer, clinic }: PatientAttachmentsTabProps) {
  const switchedOn = clinic === null || clinic.allowPatientAttachment;
  const forbidden = useForbiddenState(patientId, viewer === 'provider' && switchedOn);
  const allowed = switchedOn && (viewer === 'patient' || forbidden.data?.forbidden === false);

  const [typed, setTyped] = useState('');
  const [search] = useDebouncedValue(typed.trim(), DEBOUNCE_MS);
  const [fileType, setFileType] = useState<string | null>(null);
  const [order, setOrder] = useState<Pick<AttachmentListFilter, 'sort' | 'direction'>>({
    sort: 'uploadedDate',
    direction: 'desc',
  });
  const filter: AttachmentListFilter = { search, fileType, ...order };
  const list = useAttachments(viewer, patientId, filter, allowed);
  const types = useFileTypes(viewer, patientId, allowed);
  const upload = useUploadAttachments(viewer, { patientId, clinicId: clinic?.id ?? null });
  const [dicomOpen, setDicomOpen] = useState(false);
  const formatDate = useDateFormat();

  useEffect(() => {
    if (types.isError) toast.attachmentError(AttachmentMessages.fileTypesFailed);
  }, [types.isError]);

  if (!switchedOn) {
    return (
      <EmptyState icon={<IconFileOff aria-hidden />} title={AttachmentMessages.attachmentsOff} />
    );
  }
  if (viewer === 'provider' && forbidden.data?.forbidden === true) {
    return <ForbiddenState joinRequest={{ patientId, sent: forbidden.data.joinRequestSent }} />;
  }
  if (list.error && isApiError(list.error) && list.error.status === 403) {
    return <ForbiddenState joinRequest={null} />;
  }

  const send = (files: File[], accepted: readonly string[]) => {
    if (files.length === 0) return;
    // F58, F59, H1: every attachment error is the 9-second toast, in the server's words when
    // they say what to fix.
    const problem = selectionProblem(files, accepted);
    if (problem) return toast.attachmentError(problem);
    upload.mutate(files, {
      onError: (error) =>
        toast.attachmentError(
          isApiError(error) && explainsItself(error.status)
            ? error.message
            : AttachmentMessages.somethingWrong,
        ),
    });
  };
  const sortBy = (field: AttachmentSortField) =>
    setOrder((current) => ({
      sort: field,
      direction: current.sort === field && current.direction === 'asc' ? 'desc' : 'asc',
    }));
  const open = (attachment: PatientAttachment) =>
    void downloadAttachment(attachment).catch((error: unknown) => {
      if (isApiError(error) && error.status === 403) toast.attachmentError(error.message);
      else toast.attachmentError(AttachmentMessages.somethingWrong);
    });

  let body;
  if (forbidden.isError) {
    body = (
      <LoadError
        title={AttachmentMessages.somethingWrong}
        error={forbidden.error}
        onRetry={() => void forbidden.refetch()}
      />
    );
  } else if (!allowed || list.isPending) {
    body = (
      <Stack gap="sm" aria-busy="true" aria-label="Loading attachments">
        {[0, 1, 2].map((key) => (
          <Skeleton key={key} height={36} radius="sm" />
        ))}
      </Stack>
    );
  } else if (list.isError) {
    body = (
      <LoadError
        title={AttachmentMessages.somethingWrong}
        error={list.error}
        onRetry={() => void list.refetch()}
      />
    );
  } else {
    const attachments = list.data.pages.flatMap((page) => page.content);
    body =
      attachments.length === 0 ? (
        <EmptyState
          icon={<IconFileOff aria-hidden />}
          title={AttachmentMessages.empty}
          data-testid={TestId.attachmentsEmpty}
        />
      ) : (
        <>
          <AttachmentsTable
            attachments={attachments}
            order={order}
            onSort={sortBy}
            onOpen={open}
            formatDate={formatDate}
          />
          <InfiniteScroll
            hasMore={list.hasNextPage}
            loading={list.isFetchingNextPage}
            onMore={() => void list.fetchNextPage()}
            testId={TestId.attachmentsLoadMore}
          />
        </>
      );
  }

  return (
    <Stack gap="md" data-testid={TestId.attachmentsTab}>
      <AttachmentsToolbar
        search={typed}
        onSearch={setTyped}
        fileTypes={types.data ?? []}
        fileType={fileType}
        onFileType={setFileType}
        uploading={upload.isPending}
        onFiles={(files) => send(files, PATIENT_ATTACHMENT_EXTENSIONS)}
        onDicom={() => setDicomOpen(true)}
        order={order}
        onOrder={setOrder}
      />
      {upload.progress !== null && <UploadProgress share={upload.progress} />}
      {body}
      <DicomUploadModal
        opened={dicomOpen}
        onClose={() => setDicomOpen(false)}
        onUpload={(files) => send(files, ATTACHMENT_FILE_TYPES)}
      />
    </Stack>
  );
}
