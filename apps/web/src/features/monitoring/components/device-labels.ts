import type { Device } from '@clinicall/shared/monitoring/partners';

/** G23: the device options in the spec's words (G28 calls the blood pressure one a monitor). */
export const DeviceLabels: Record<Device, string> = {
  scale: 'Scale',
  pulseOximeter: 'Pulse oximeter',
  bloodPressure: 'Blood pressure monitor',
  glucose: 'Glucose meter',
  thermometer: 'Thermometer',
  spirometer: 'Spirometer',
  ecg: 'ECG',
};
