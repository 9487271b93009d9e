import { Loinc } from '@clinicall/shared/monitoring/metrics';

/** The OpenAPI examples of the ingest body: one of each format a partner may send. */
export const ingestExamples = [
  {
    readings: [
      {
        id: 'cuff-7f3a-000123',
        patientId: 42,
        kind: 'bloodPressure',
        measuredAt: '2026-11-20T14:05:00Z',
        values: { systolic: 128, diastolic: 82, pulse: 71 },
        unit: 'mmHg',
      },
      {
        id: 'scale-0042-000044',
        patientId: 42,
        kind: 'weight',
        measuredAt: '2026-11-20T07:30:00-05:00',
        values: { weight: 81.4 },
        unit: 'kg',
      },
    ],
  },
  {
    resourceType: 'Bundle',
    type: 'collection',
    entry: [
      {
        resource: {
          resourceType: 'Observation',
          id: 'bp-000124',
          status: 'final',
          code: { coding: [{ system: 'http://loinc.org', code: Loinc.bloodPressurePanel }] },
          subject: { reference: 'Patient/42' },
          effectiveDateTime: '2026-11-20T14:10:00Z',
          component: [
            {
              code: { coding: [{ system: 'http://loinc.org', code: Loinc.systolic }] },
              valueQuantity: { value: 131, unit: 'mmHg', code: 'mm[Hg]' },
            },
            {
              code: { coding: [{ system: 'http://loinc.org', code: Loinc.diastolic }] },
              valueQuantity: { value: 84, unit: 'mmHg', code: 'mm[Hg]' },
            },
          ],
        },
      },
      {
        resource: {
          resourceType: 'Observation',
          id: 'ecg-000125',
          status: 'final',
          code: { coding: [{ system: 'http://loinc.org', code: Loinc.ecg }] },
          subject: { reference: 'Patient/42' },
          effectiveDateTime: '2026-11-20T14:12:00Z',
          component: [
            {
              code: { coding: [{ system: 'http://loinc.org', code: Loinc.heartRate }] },
              valueQuantity: { value: 72, unit: 'beats/min', code: '/min' },
            },
            {
              code: { coding: [{ system: 'urn:oid:2.16.840.1.113883.6.24', code: '131328' }] },
              valueSampledData: {
                origin: { value: 0, unit: 'mV' },
                period: 4,
                factor: 0.001,
                dimensions: 1,
                data: '12 40 310 980 120 -80 -30 0 15 22',
              },
            },
          ],
        },
      },
    ],
  },
];
