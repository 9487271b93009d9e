/** What other features use of the staff screens: the staff table (the clinic admin's lists). */
export { StaffList } from './components/staff-list';
