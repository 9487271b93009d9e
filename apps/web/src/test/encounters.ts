import type { Encounter, EncounterList } from '@clinicall/shared/scheduling/encounters';

let nextId = 1;

/** An appointment as the server answers it: a confirmed 30-minute video visit unless overridden. */
export function makeEncounter(overrides: Partial<Encounter> = {}): Encounter {
  const id = nextId++;
  const startTime = overrides.startTime ?? '2030-01-15T15:00:00.000Z';
  return {
    id,
    clinicId: 1,
    type: 'VIDEO',
    status: 'ACCEPTED',
    startTime,
    endTime: new Date(Date.parse(startTime) + 30 * 60_000).toISOString(),
    date: startTime.slice(0, 10),
    duration: 30,
    whatIsWrong: 'Headache',
    patientEncounterSymptom: null,
    preCondition: null,
    patient: {
      id: 20,
      firstName: 'Pat',
      lastName: 'Doe',
      email: 'pat@example.org',
      isActiveRPM: false,
    },
    provider: {
      id: 10,
      firstName: 'Gregory',
      lastName: 'House',
      email: 'house@example.org',
      primarySpecialty: 'Diagnostics',
    },
    patientPayment: { paymentType: 'INSURANCE', quantity: 0 },
    paymentData: { paymentType: 'INSURANCE', videoTypeId: null, transactionId: null },
    videoTypeName: null,
    room: null,
    roomStartTime: null,
    roomEndTime: null,
    topicId: null,
    ownedByLogguedUser: false,
    leadProviderId: 10,
    cancelReason: null,
    finishReason: null,
    message: null,
    questionnaire: null,
    hasDangerousTravel: null,
    hasFeverHistory: null,
    hasRashHistory: null,
    createdDate: '2029-12-01T12:00:00.000Z',
    ...overrides,
  };
}

export function encounterList(rows: Encounter[], count = rows.length): EncounterList {
  return { encountersDTO: rows, count };
}

/** Answers page `page` of `size` from `all`, as the server pages a list. */
export function pageOf(all: Encounter[], request: Request): EncounterList {
  const query = new URL(request.url).searchParams;
  const page = Number(query.get('page') ?? 0);
  const size = Number(query.get('size') ?? 15);
  return encounterList(all.slice(page * size, page * size + size), all.length);
}
