import type { Alert, Thresholds } from '@clinicall/shared/monitoring/alerts';
import { DEFAULT_THRESHOLDS } from '@clinicall/shared/monitoring/alerts';
import type { ClinicPartnerSchema, Device } from '@clinicall/shared/monitoring/partners';
import type { z } from 'zod';

type ClinicPartner = z.infer<typeof ClinicPartnerSchema>;

/** A clinic's monitoring partner as GET /providers/clinic/partner/search answers it. */
export function makePartner(
  key: string,
  devices: Device[],
  overrides: Partial<ClinicPartner> = {},
): ClinicPartner {
  return {
    id: 3,
    key,
    companyName: 'Promedix',
    devices,
    requestUrl: `https://partners.example.com/${key}/request-monitoring`,
    morleyAssociated: false,
    ...overrides,
  };
}

/** An open alert of patient 42 (Ann Jones) at clinic 7: SpO₂ below 90 %. */
export function makeAlert(overrides: Partial<Alert> = {}): Alert {
  return {
    id: 501,
    patientId: 42,
    patientName: 'Ann Jones',
    clinicId: 7,
    measure: 'spo2',
    rule: 'LOW',
    state: 'OPEN',
    value: 87,
    limit: 90,
    openedAt: '2026-11-02T12:06:00.000Z',
    clearedAt: null,
    acknowledgedAt: null,
    acknowledgedBy: null,
    ...overrides,
  };
}

/** The built-in defaults as a clinic starts with them. */
export function makeThresholds(overrides: Partial<Thresholds> = {}): Thresholds {
  return { thresholds: DEFAULT_THRESHOLDS.map((t) => ({ ...t })), noDataHours: 24, ...overrides };
}
