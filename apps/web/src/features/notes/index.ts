/**
 * What other parts of the app may use from the encounter-notes feature: the summary, questionnaires
 * and files of an encounter (inside the appointments' "view encounter" dialog). The wizard and print
 * pages are reached through their lazy routes.
 */
export { EncounterNotes } from './components/encounter-notes';
