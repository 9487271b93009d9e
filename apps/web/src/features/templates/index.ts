/**
 * What other parts of the app may use from the templates feature: the provider's templates (the
 * video type dialog), the patient's read of one (the booking form) and the questionnaire form.
 */
export { myTemplatesQuery, patientTemplateQuery, useMyTemplates } from './api/get-templates';
export { QuestionnaireFields } from './components/questionnaire-fields';
