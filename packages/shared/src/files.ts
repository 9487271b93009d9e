/** Upload limits and their texts (spec 1 §5 and §9, spec 2 §5; checklist E11, E12, F40). */
export const FileLimits = {
  attachmentBytes: 35_000_000,
  messageTotalBytes: 100_000_000,
  photoBytes: 3_000_000,
} as const;

export const FileMessages = {
  attachmentTooLarge: 'The selected file exceeds the maximum size allowed of 35MB',
  messageTotalTooLarge: 'The total files size exceeds the maximum size allowed of 100MB',
  photoTooLarge: 'Photo exceeds the maximum size. Please select a smaller size photo.',
  wrongType: 'This type of file is not accepted.',
  forbidden: 'You do not have permission to download this file.',
} as const;
