import { Button, FileButton, Group, List, Modal, Stack, Text } from '@mantine/core';
import { IconFolderSearch, IconUpload } from '@tabler/icons-react';
import { useRef, useState } from 'react';
import { TestId } from '@clinicall/shared/test-ids';
import { inputTestId } from '../../../components/ui/input-test-id';
import { dicomFilesOf } from '../attachment-rules';

interface DicomUploadModalProps {
  opened: boolean;
  onClose: () => void;
  onUpload: (files: File[]) => void;
}

const sizeText = (bytes: number) =>
  bytes < 1_000_000
    ? `${Math.max(1, Math.round(bytes / 1000))} KB`
    : `${(bytes / 1_000_000).toFixed(1)} MB`;

/**
 * F60: adds .dcm files one by one or searches a whole folder (a CD's, with its subfolders) and
 * keeps the .dcm files in it.
 */
export function DicomUploadModal({ opened, onClose, onUpload }: DicomUploadModalProps) {
  const [files, setFiles] = useState<File[]>([]);
  const [skipped, setSkipped] = useState(0);
  const folderInput = useRef<HTMLInputElement>(null);

  const add = (picked: File[]) => {
    const dicom = dicomFilesOf(picked);
    setSkipped(picked.length - dicom.length);
    setFiles((current) => [...current, ...dicom]);
  };
  const close = () => {
    setFiles([]);
    setSkipped(0);
    onClose();
  };

  return (
    <Modal
      opened={opened}
      onClose={close}
      title="Upload DICOM files"
      data-testid={TestId.dicomModal}
    >
      <Stack gap="md">
        <Text size="sm">Add .dcm files, or search every folder of a CD or a folder for them.</Text>
        <Group gap="sm">
          <FileButton
            onChange={add}
            accept=".dcm"
            multiple
            inputProps={inputTestId(TestId.dicomFilesInput)}
          >
            {(props) => (
              <Button variant="light" leftSection={<IconUpload size={16} aria-hidden />} {...props}>
                Add .dcm files
              </Button>
            )}
          </FileButton>
          <Button
            variant="light"
            leftSection={<IconFolderSearch size={16} aria-hidden />}
            onClick={() => folderInput.current?.click()}
          >
            Search all folders
          </Button>
          <input
            ref={folderInput}
            type="file"
            hidden
            multiple
            // Chromium, Firefox and Safari read every file under the chosen folder with this.
            {...{ webkitdirectory: '' }}
            data-testid={TestId.dicomFolderInput}
            onChange={(event) => {
              add(Array.from(event.currentTarget.files ?? []));
              event.currentTarget.value = '';
            }}
          />
        </Group>
        {skipped > 0 && (
          <Text size="sm" c="dimmed">
            {skipped}{' '}
            {skipped === 1
              ? 'file that is not a .dcm file was'
              : 'files that are not .dcm files were'}{' '}
            left out.
          </Text>
        )}
        {files.length > 0 && (
          <List size="sm" spacing={2}>
            {files.slice(0, 10).map((file, index) => (
              <List.Item key={`${file.name}-${index}`}>
                {file.name} ({sizeText(file.size)})
              </List.Item>
            ))}
            {files.length > 10 && <List.Item>and {files.length - 10} more</List.Item>}
          </List>
        )}
        <Group justify="flex-end">
          <Button variant="default" onClick={close}>
            Cancel
          </Button>
          <Button
            disabled={files.length === 0}
            data-testid={TestId.dicomUpload}
            onClick={() => {
              onUpload(files);
              close();
            }}
          >
            Upload{' '}
            {files.length > 0 ? `${files.length} ${files.length === 1 ? 'file' : 'files'}` : ''}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
