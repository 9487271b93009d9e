import { http, HttpResponse } from 'msw';
import type { z } from 'zod';
import {
  LIST_KINDS,
  type DayReadings,
  type Measures,
  type ObservationsSchema,
  type RespiratorySoundsSchema,
  type RhythmTraceSchema,
} from '@clinicall/shared/monitoring/measures';
import type { ClinicPartnerSchema, MonitoredPatient } from '@clinicall/shared/monitoring/partners';
import type { RpmSignupStatus } from '@clinicall/shared/monitoring/signup';
import { dayOf } from '../lib/zoned-time';
import { apiError, mockApi, server } from './mock-api';
import { makePatientProfile } from './people';

type ClinicPartner = z.infer<typeof ClinicPartnerSchema>;
type Answer<T> = T | Response | Promise<T | Response>;

export function makeClinicPartner(
  key = 'simulator',
  companyName = 'Clinicall Simulator',
): ClinicPartner {
  const partner = {
    id: 19,
    key,
    companyName,
    devices: ['bloodPressure', 'pulseOximeter'] as ClinicPartner['devices'],
    requestUrl: `https://partners.example.com/${key}/request-monitoring`,
    // G28: which views are Morley-associated (newer answers of the partner search carry it).
    morleyAssociated: key === 'morley',
  };
  return partner;
}

export function makeMonitoredPatient(
  patientId: number,
  overrides: Partial<MonitoredPatient> = {},
): MonitoredPatient {
  return {
    patientId,
    partner: 'simulator',
    externalId: `SIM-${patientId}`,
    organizationId: null,
    enrolledAt: '2026-09-01T12:00:00.000Z',
    devices: ['bloodPressure', 'pulseOximeter', 'ecg'],
    qrCode: null,
    features: { respiratorySounds: false, observations: false, morleyAssociated: false },
    ...overrides,
  };
}

const base = (id: number, measuredAt: string, units: string, sepsis = false) => ({
  id,
  measuredAt,
  units,
  sepsis,
});

/** The zone the fixtures' days are counted in (the tests' account zone). */
export const FIXTURE_ZONE = 'America/New_York';

/** G15: each kind's days with readings and how many, newest first, as the server counts them. */
export function withDays(measures: Measures, zone = FIXTURE_ZONE): Measures {
  const days = Object.fromEntries(
    LIST_KINDS.map((kind) => {
      const counts = new Map<string, number>();
      for (const row of measures[kind]) {
        const day = dayOf(row.measuredAt, zone);
        counts.set(day, (counts.get(day) ?? 0) + 1);
      }
      const newestFirst = [...counts].sort(([a], [b]) => (a < b ? 1 : -1));
      return [kind, newestFirst.map(([day, count]) => ({ day, count }))];
    }),
  ) as Measures['days'];
  return { ...measures, days };
}

/** No readings of any kind. */
export function emptyMeasures(): Measures {
  return withDays({
    bloodPressure: [],
    weight: [],
    temperature: [],
    bloodGlucose: [],
    pulseOximeter: [],
    breathe: [],
    rhythm: [],
    pulse: [],
    respiratoryRate: [],
    days: {} as Measures['days'],
    trends: [],
  });
}

/**
 * One reading of every kind on Nov 20, 2026 (New York), a second blood pressure on Nov 19, a
 * sepsis-flagged temperature, and two rhythm readings with ECG strips.
 */
export function makeMeasures(): Measures {
  const at = '2026-11-20T15:00:00.000Z'; // 10:00 AM in New York
  return withDays({
    bloodPressure: [
      { ...base(1, at, 'mmHg'), systolic: 121, diastolic: 79, pulse: 70 },
      {
        ...base(2, '2026-11-19T23:30:00.000Z', 'mmHg'),
        systolic: 168,
        diastolic: 101,
        pulse: null,
      },
    ],
    weight: [{ ...base(3, at, 'lbs'), weight: 172.6219 }],
    temperature: [{ ...base(4, at, '°F', true), temperature: 101.9 }],
    bloodGlucose: [{ ...base(5, at, 'mg/dL'), glucose: 118, type: 'After meal' }],
    pulseOximeter: [{ ...base(6, at, '%'), spo2: 96, pulse: 72 }],
    breathe: [{ ...base(7, at, 'L'), fev: 3.16, pef: 429, fevFvc: 0.79 }],
    rhythm: [
      { ...base(8, at, 'bpm'), pulse: 72, type: 'Sinus rhythm', hasEcg: true },
      { ...base(9, '2026-11-20T13:00:00.000Z', 'bpm'), pulse: 88, type: null, hasEcg: true },
    ],
    pulse: [{ ...base(10, at, 'bpm'), pulse: 71 }],
    respiratoryRate: [{ ...base(11, at, 'breaths/min'), respiratoryRate: 16 }],
    days: {} as Measures['days'],
    trends: [
      {
        measure: 'systolic',
        unit: 'mmHg',
        points: [
          [Date.parse('2026-11-19T23:30:00.000Z'), 168],
          [Date.parse(at), 121],
        ],
      },
      { measure: 'diastolic', unit: 'mmHg', points: [[Date.parse(at), 79]] },
      { measure: 'weight', unit: 'lbs', points: [[Date.parse(at), 172.6]] },
    ],
  });
}

export function makeTrace(id: number): z.infer<typeof RhythmTraceSchema> {
  return {
    id,
    measuredAt: '2026-11-20T15:00:00.000Z',
    pulse: 72,
    hz: 250,
    samples: Array.from({ length: 2500 }, (_, i) => (i % 208 === 0 ? 1.1 : 0)),
  };
}

/** What each partner route answers in a test; a route left out is not expected to be called. */
export interface RpmAnswers {
  partners?: () => Answer<ClinicPartner[]>;
  lookup?: (partner: string) => Answer<MonitoredPatient>;
  signup?: (partner: string) => Answer<RpmSignupStatus>;
  measures?: (url: URL) => Answer<Measures>;
  /** G15: a page of one kind's readings of one day (`kind`, `date`, `cursor` in the URL). */
  day?: (url: URL) => Answer<DayReadings>;
  rhythm?: (readingId: number) => Answer<z.infer<typeof RhythmTraceSchema>>;
  sounds?: (url: URL) => Answer<z.infer<typeof RespiratorySoundsSchema>>;
  observations?: (name: string) => Answer<z.infer<typeof ObservationsSchema>>;
}

async function json<T>(answer: Answer<T>): Promise<Response> {
  const settled = await answer;
  return settled instanceof Response ? settled : HttpResponse.json(settled as object);
}

export const notFound = () =>
  apiError(404, { code: 'NOT_FOUND', errorMessage: 'The requested resource does not exist.' });

/**
 * What the RPM tab reads beside the partner's answers: the patient's alerts (none) and profile
 * (the sign-up form's facts on file; no monitoring clinic, so no thresholds to read).
 */
export function serveTabSurroundings(patientId: number) {
  mockApi.get('/monitoring/patients/:id/alerts', () => []);
  mockApi.get('/patient/:id/profile', () => makePatientProfile({ id: patientId }));
}

/** Stubs the monitoring routes a partner view calls (spec 2 §7 "RPM partners"). */
export function serveRpm(answers: RpmAnswers) {
  const { partners, lookup, signup, measures, day, rhythm, sounds, observations } = answers;
  const handlers = [
    partners && http.get('/api/providers/clinic/partner/search', () => json(partners())),
    day &&
      http.get('/api/:partner/patients/:id/measure/day', ({ request }) =>
        json(day(new URL(request.url))),
      ),
    measures &&
      http.get('/api/:partner/patients/:id/measure', ({ request }) =>
        json(measures(new URL(request.url))),
      ),
    rhythm &&
      http.get('/api/:partner/patients/:id/rhythm/:readingId', ({ params }) =>
        json(rhythm(Number(params['readingId']))),
      ),
    sounds &&
      http.get('/api/:partner/patients/:id/readings', ({ request }) =>
        json(sounds(new URL(request.url))),
      ),
    observations &&
      http.get('/api/:partner/patients/:id/observations/:name', ({ params }) =>
        json(observations(String(params['name']))),
      ),
    signup &&
      http.get('/api/:partner/signup/patients/:id', ({ params }) =>
        json(signup(String(params['partner']))),
      ),
    lookup &&
      http.get('/api/:partner/patients/:id', ({ params }) =>
        json(lookup(String(params['partner']))),
      ),
  ];
  server.use(...handlers.filter((h) => h !== undefined));
}
