import { Role } from '@clinicall/shared/roles';
import type { Executor } from '../db/database.js';
import { auditLog } from '../db/schema/audit.js';

type Person = { id: number };

const HOUR = 3_600_000;
const MINUTE = 60_000;

/** A few reads, each one visit: `kinds` read a minute apart, starting `hoursAgo` before `now`. */
type Visit = {
  reader: Person;
  actingAssistant?: Person;
  patient: Person;
  hoursAgo: number;
  kinds: { kind: string; route: string }[];
};

const profileOpen = [
  { kind: 'profile', route: '/api/patient/:id/profile' },
  { kind: 'photo', route: '/api/patient/:id/photo' },
  { kind: 'history', route: '/api/patients/profileHistory' },
  { kind: 'appointments', route: '/api/encounters/filter' },
];

/**
 * Issue 19 path 5: the demo's record views, so Sam Jones's "Who viewed my record" and the clinic
 * admin's access log have something in them: Dr. Rivera opened Sam's profile yesterday, the
 * assistant read Sam's messages for Dr. Chen three days ago, Dr. Chen read his visit note a week
 * ago, and Dr. Rivera opened Mia's profile (Sam's daughter) two days ago.
 */
export async function seedDemoRecordViews(
  ex: Executor,
  people: {
    clinicId: number;
    rivera: Person;
    chen: Person;
    assistant: Person;
    jones: Person;
    mia: Person;
  },
  now: Date,
) {
  const { rivera, chen, assistant, jones, mia } = people;
  const visits: Visit[] = [
    { reader: rivera, patient: jones, hoursAgo: 26, kinds: profileOpen },
    {
      reader: chen,
      actingAssistant: assistant,
      patient: jones,
      hoursAgo: 74,
      kinds: [
        { kind: 'topics', route: '/api/topics/filter' },
        { kind: 'messages', route: '/api/messagesInTopic/:id' },
      ],
    },
    {
      reader: chen,
      patient: jones,
      hoursAgo: 170,
      kinds: [
        { kind: 'note', route: '/api/encounters/:id/summary' },
        { kind: 'forms', route: '/api/encounters/:id/questionnaires/:questionnaireId' },
      ],
    },
    { reader: rivera, patient: mia, hoursAgo: 50, kinds: profileOpen },
  ];
  const rows = visits.flatMap((visit) =>
    visit.kinds.map((read, i) => ({
      action: 'patient.read',
      at: new Date(now.getTime() - visit.hoursAgo * HOUR + i * MINUTE),
      userId: visit.reader.id,
      actingAssistantId: visit.actingAssistant?.id ?? null,
      patientIds: [visit.patient.id],
      clinicIds: [people.clinicId],
      actorRole: Role.provider,
      ip: '192.0.2.10',
      userAgent: 'Mozilla/5.0 (Demo seed)',
      detail: read,
    })),
  );
  await ex.insert(auditLog).values(rows);
}
