export { isSupportedBrowser, isSupportedDevice } from '../../lib/browser-support';
export { UnsupportedDialog } from './components/unsupported-dialog';
export { useRoomEntry } from './hooks/use-room-entry';
