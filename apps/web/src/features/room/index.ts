export { AppointmentStartedDialog } from './components/appointment-started-dialog';
