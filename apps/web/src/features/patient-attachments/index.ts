/** What the patient profile uses from attachments: the tab and the rule that shows it (F9). */
export { attachmentsTabVisible } from './attachment-rules';
export {
  PatientAttachmentsTab,
  type PatientAttachmentsTabProps,
} from './components/patient-attachments-tab';
