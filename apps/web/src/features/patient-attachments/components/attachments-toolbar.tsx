import { Button, FileButton, Group, Select, TextInput } from '@mantine/core';
import { IconPaperclip, IconSearch, IconStethoscope } from '@tabler/icons-react';
import { acceptOf } from '@clinicall/shared/files';
import { PATIENT_ATTACHMENT_EXTENSIONS } from '@clinicall/shared/patient-attachments';
import { TestId } from '@clinicall/shared/test-ids';
import type { AttachmentListFilter } from '../api/query-keys';
import { inputTestId } from '../../../components/ui/input-test-id';

const ALL_TYPES = 'all';

type Order = Pick<AttachmentListFilter, 'sort' | 'direction'>;

/** On a phone the date and uploader columns fold away, so the order is chosen here instead. */
const phoneOrders: { value: string; label: string; order: Order }[] = [
  { value: 'date-desc', label: 'Newest first', order: { sort: 'uploadedDate', direction: 'desc' } },
  { value: 'date-asc', label: 'Oldest first', order: { sort: 'uploadedDate', direction: 'asc' } },
  { value: 'name-asc', label: 'File name A–Z', order: { sort: 'fileName', direction: 'asc' } },
  { value: 'name-desc', label: 'File name Z–A', order: { sort: 'fileName', direction: 'desc' } },
  { value: 'by-asc', label: 'Uploaded by A–Z', order: { sort: 'uploadedBy', direction: 'asc' } },
  { value: 'by-desc', label: 'Uploaded by Z–A', order: { sort: 'uploadedBy', direction: 'desc' } },
];

interface AttachmentsToolbarProps {
  search: string;
  onSearch: (text: string) => void;
  fileTypes: string[];
  fileType: string | null;
  onFileType: (type: string | null) => void;
  uploading: boolean;
  onFiles: (files: File[]) => void;
  onDicom: () => void;
  order: Order;
  onOrder: (order: Order) => void;
}

/** F52, F53, F60: upload, DICOM upload, search and the file-type filter. */
export function AttachmentsToolbar(props: AttachmentsToolbarProps) {
  return (
    <Group gap="sm" align="flex-end" wrap="wrap">
      <FileButton
        onChange={props.onFiles}
        multiple
        accept={acceptOf(PATIENT_ATTACHMENT_EXTENSIONS)}
        inputProps={inputTestId(TestId.attachmentsUploadInput)}
      >
        {(buttonProps) => (
          <Button
            {...buttonProps}
            leftSection={<IconPaperclip size={16} aria-hidden />}
            disabled={props.uploading}
            data-testid={TestId.attachmentsUpload}
          >
            Upload files
          </Button>
        )}
      </FileButton>
      <Button
        variant="light"
        leftSection={<IconStethoscope size={16} aria-hidden />}
        disabled={props.uploading}
        onClick={props.onDicom}
        data-testid={TestId.dicomOpen}
      >
        Upload DICOM
      </Button>
      <TextInput
        label="Search"
        placeholder="File name"
        leftSection={<IconSearch size={16} aria-hidden />}
        value={props.search}
        onChange={(event) => props.onSearch(event.currentTarget.value)}
        style={{ flex: '1 1 12rem' }}
        data-testid={TestId.attachmentsSearch}
      />
      <Select
        label="File type"
        data={[
          { value: ALL_TYPES, label: 'All types' },
          ...props.fileTypes.map((type) => ({ value: type, label: `.${type}` })),
        ]}
        value={props.fileType ?? ALL_TYPES}
        onChange={(value) => props.onFileType(value === null || value === ALL_TYPES ? null : value)}
        allowDeselect={false}
        style={{ flex: '0 1 10rem' }}
        data-testid={TestId.attachmentsTypeFilter}
      />
      <Select
        label="Sort by"
        hiddenFrom="sm"
        data={phoneOrders.map(({ value, label }) => ({ value, label }))}
        value={
          phoneOrders.find(
            ({ order }) =>
              order.sort === props.order.sort && order.direction === props.order.direction,
          )?.value ?? null
        }
        onChange={(value) => {
          const chosen = phoneOrders.find((o) => o.value === value);
          if (chosen) props.onOrder(chosen.order);
        }}
        allowDeselect={false}
        style={{ flex: '0 1 10rem' }}
      />
    </Group>
  );
}
