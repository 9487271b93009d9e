/** The account's time zone: its note, the question after a browser-zone change, its dialog. */
export { TimeZoneDialog } from './components/time-zone-dialog';
export { ZoneNote } from './components/zone-note';
export { ZonePrompt } from './components/zone-prompt';
export { ZoneSelect } from './components/zone-select';
