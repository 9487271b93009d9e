// `npm run bench -- scheduling`: free slots over 30 days, the upcoming list's first page and the
// dashboard counters for one provider of a large installation (2,000 providers, 200,000 patients,
// 1,000,000 appointments) on PostgreSQL, measured in the same run as GET /api/account, whose figure
// is the yardstick (these machines swing by a factor of 3).
import path from 'node:path';
import {
  BENCH_ADMIN,
  benchInstallation,
  runSteps,
  sharedPasswordHash,
  startSignedIn,
} from './lib/installation.mjs';
import { assertAnswering, LOAD, measureAll } from './lib/load.mjs';
import { fmt, LOAD_HEADER, loadRow, machine, printTable, writeResults } from './lib/report.mjs';
import { runBench } from './lib/run-bench.mjs';

const PROVIDER = { email: 'provider1@bench.example', password: BENCH_ADMIN.password };
const SIZE = { clinics: 20, providers: 2000, patients: 200_000, perProvider: 500 };
const TARGET = { ratio: 0.5, p99Ms: 15, listP99Ms: 25 };

const WORKDAY = {
  available: true,
  ranges: [
    { start: '09:00', end: '12:00' },
    { start: '13:00', end: '17:00' },
  ],
};
const WEEK = JSON.stringify([
  WORKDAY,
  WORKDAY,
  WORKDAY,
  WORKDAY,
  WORKDAY,
  { available: true, ranges: [] },
  { available: true, ranges: [] },
]);

/**
 * The installation, written with SQL in a few statements. Each provider's 500 appointments lie 17
 * hours apart from 300 days ago to two months ahead (no two overlap, as the database demands):
 * past ones finished, cancelled or declined; coming ones requested, pending, accepted or cancelled.
 */
export async function generate(/** @type {import('pg').Client} */ db) {
  const hash = await sharedPasswordHash(db);
  /** @type {Array<[string, unknown[]]>} */
  const steps = [
    [
      `insert into clinics (name, description, clinic_type, is_patient_schedule_appointment_enabled)
      select 'Clinic ' || i, 'Bench clinic', 'Primary care', true from generate_series(1, $1::int) i`,
      [SIZE.clinics],
    ],
    [
      `insert into users (email, password_hash, role, first_name, last_name, time_zone)
      select 'provider' || i || '@bench.example', $2, 'ROLE_PROVIDER', 'Pro' || i, 'Vider', 'America/New_York'
      from generate_series(1, $1::int) i`,
      [SIZE.providers, hash],
    ],
    [
      `insert into users (email, password_hash, role, first_name, last_name)
      select 'patient' || i || '@bench.example', $2, 'ROLE_PATIENT', 'Pa' || i, 'Tient'
      from generate_series(1, $1::int) i`,
      [SIZE.patients, hash],
    ],
    [
      `insert into clinic_memberships (user_id, clinic_id, role)
      select u.id, c.first + (u.id % $1::int), u.role from users u,
        (select min(id) as first from clinics) c where u.email like '%@bench.example'`,
      [SIZE.clinics],
    ],
    [
      `insert into provider_schedules (provider_id, time_zone)
      select id, 'America/New_York' from users where role = 'ROLE_PROVIDER' and email like '%@bench.example'`,
      [],
    ],
    [
      `insert into availability_default_weeks (provider_id, effective_from, week)
      select id, date_trunc('week', now() - interval '60 days')::date, $1::jsonb
      from users where role = 'ROLE_PROVIDER' and email like '%@bench.example'`,
      [WEEK],
    ],
    [
      `insert into encounters (clinic_id, provider_id, patient_id, lead_provider_id, owner_id,
        created_by_id, type, status, start_time, end_time, duration_minutes, payment_type)
      select m.clinic_id, p.id, pt.first + ((p.id * $1::int + k) % $2::int), p.id, p.id, p.id, 'VIDEO',
        case when t.start < now() then (array['FINISHED','FINISHED','FINISHED','CANCELLED','DECLINED'])[1 + k % 5]
             else (array['REQUESTED','ACCEPTED','ACCEPTED','PENDING','CANCELLED'])[1 + k % 5] end,
        t.start, t.start + interval '30 minutes', 30, 'INSURANCE'
      from users p
        join clinic_memberships m on m.user_id = p.id
        cross join (select min(id) as first from users where role = 'ROLE_PATIENT' and email like '%@bench.example') pt
        cross join generate_series(0, $1::int - 1) k
        cross join lateral (select date_trunc('hour', now() - interval '300 days') + interval '14 hours'
          + k * interval '17 hours' + (p.id % 4) * interval '15 minutes' as start) t
      where p.role = 'ROLE_PROVIDER' and p.email like '%@bench.example'`,
      [SIZE.perProvider, SIZE.patients],
    ],
    ['analyze', []],
  ];
  await runSteps(db, steps);
  const count = await db.query('select count(*)::int as n from encounters');
  return count.rows[0].n;
}

/** The plans of the two queries behind free slots (written as the repositories write them). */
async function plans(/** @type {import('pg').Client} */ db, /** @type {number} */ providerId) {
  const busy = `explain (analyze, buffers) select start_time, end_time from encounters
    where provider_id = $1 and start_time > now() - interval '1 day' and start_time < now() + interval '30 days'
      and end_time > now() and type <> 'MESSAGE'
      and status in ('REQUESTED','PENDING','ACCEPTED','STARTED','PROVIDER_STARTED','PATIENT_STARTED')`;
  const availability = `explain (analyze, buffers) select time_zone,
      (select coalesce(json_agg(json_build_object('date', d.date, 'available', d.available, 'ranges', d.ranges)), '[]'::json)
        from availability_days d where d.provider_id = $1 and d.date between current_date - 1 and current_date + 31),
      (select coalesce(json_agg(json_build_object('effectiveFrom', w.effective_from, 'week', w.week) order by w.effective_from), '[]'::json)
        from availability_default_weeks w where w.provider_id = $1 and w.effective_from <= current_date + 31)
    from provider_schedules where provider_id = $1`;
  // The upcoming list's first page and the counters, as encounter-lists.repository.ts writes them.
  const scope = `e.provider_id = $1 and e.clinic_id in
      (select clinic_id from clinic_memberships where user_id = $1)`;
  // The columns the answer reads (encounters.repository.ts, answerColumns), not the whole row.
  const upcoming = `explain (analyze, buffers) select e.id, e.clinic_id, e.type, e.status,
      e.start_time, e.end_time, e.duration_minutes, e.what_is_wrong, e.pre_condition,
      e.payment_type, e.quantity_cents, e.video_type_id, e.transaction_id, e.room_name,
      e.patient_joined, e.room_start_time, e.room_end_time, e.topic_id, e.owner_id,
      e.lead_provider_id, e.cancel_reason, e.finish_reason, e.message, e.questionnaire,
      e.has_dangerous_travel, e.has_fever_history, e.has_rash_history, e.created_at,
      patient.id, patient.first_name, patient.last_name,
      patient.email, provider.id, provider.first_name, provider.last_name, provider.email,
      pp.primary_specialty, vt.encounter_name,
      (select count(*) from encounters e where ${scope} and e.start_time >= now()
        and e.start_time < now() + interval '30 days' and e.status in ('ACCEPTED')) as total
    from encounters e
    join users patient on patient.id = e.patient_id
    join users provider on provider.id = e.provider_id
    left join provider_profiles pp on pp.user_id = e.provider_id
    left join video_encounter_types vt on vt.id = e.video_type_id
    where ${scope} and e.start_time >= now() and e.start_time < now() + interval '30 days'
      and e.status in ('ACCEPTED')
    order by e.start_time desc, e.id desc limit 15`;
  const counters = `explain (analyze, buffers) select
      count(*) filter (where status = 'ACCEPTED' and start_time > now() - interval '1 day' and end_time > now()),
      count(*) filter (where status in ('ACCEPTED','STARTED','PROVIDER_STARTED','PATIENT_STARTED')
        and start_time >= date_trunc('day', now()) and start_time < date_trunc('day', now()) + interval '1 day'),
      count(*) filter (where status in ('REQUESTED','PENDING') and start_time >= now() - interval '30 days'
        and start_time < now() + interval '30 days' and (end_time > now() or type = 'MESSAGE'))
    from encounters e where ${scope} and e.start_time >= now() - interval '30 days'`;
  const lines = async (/** @type {string} */ sql) =>
    (await db.query(sql, [providerId])).rows.map((r) => r['QUERY PLAN']);
  return {
    busy: await lines(busy),
    availability: await lines(availability),
    upcoming: await lines(upcoming),
    counters: await lines(counters),
  };
}

async function scheduling() {
  const { env, db } = await benchInstallation('scheduling');
  console.log('  generating the installation (about 2 minutes)…');
  const generatedAt = performance.now();
  const encounters = await generate(db);
  const generateS = (performance.now() - generatedAt) / 1000;
  const { rows } = await db.query('select id from users where email = $1', [PROVIDER.email]);
  const providerId = rows[0].id;

  const { server, headers } = await startSignedIn(env, PROVIDER);
  const tomorrow = new Date(Date.now() + 86_400_000).toISOString().slice(0, 10);
  const now = new Date();
  const range = new URLSearchParams({
    from: now.toISOString(),
    to: new Date(now.getTime() + 30 * 86_400_000).toISOString(),
    status: 'ACCEPTED',
  });
  const targets = {
    account: `${server.url}/api/account`,
    slots: `${server.url}/api/appointments/schedule?date=${tomorrow}&days=30&providerId=${providerId}&duration=30&timeZone=America%2FNew_York`,
    upcoming: `${server.url}/api/encounters?${range}`,
    counters: `${server.url}/api/encounters/counters`,
  };
  await assertAnswering({ upcoming: targets.upcoming, counters: targets.counters }, headers);
  const probe = await fetch(targets.slots, { headers });
  const answer = await probe.json();
  if (probe.status !== 200) throw new Error(`free slots answered ${probe.status}`);
  const slotCount = answer.days.reduce((n, /** @type {any} */ d) => n + d.starts.length, 0);
  const results = await measureAll(targets, headers);
  return {
    size: { ...SIZE, encounters },
    generateS,
    slotCount,
    account: results.account,
    slots: results.slots,
    upcoming: results.upcoming,
    counters: results.counters,
    ratio: results.slots.requestsPerSec / results.account.requestsPerSec,
    listRatio: results.upcoming.requestsPerSec / results.account.requestsPerSec,
    countersRatio: results.counters.requestsPerSec / results.account.requestsPerSec,
    plans: await plans(db, providerId),
  };
}

/** @returns {Promise<number>} the exit code */
export async function run() {
  const ran = await runBench('scheduling', scheduling);
  if (!ran) return 1;
  const { result, startedAt } = ran;
  const met =
    result.slots.valid && result.ratio >= TARGET.ratio && result.slots.latencyP99Ms < TARGET.p99Ms;
  const listMet = (/** @type {any} */ x, /** @type {number} */ ratio) =>
    x.valid && ratio >= TARGET.ratio && x.latencyP99Ms < TARGET.listP99Ms;
  const listTarget = (/** @type {boolean} */ ok) =>
    `>=${fmt(TARGET.ratio * 100)}% of account, p99 <${TARGET.listP99Ms} ms: ${ok ? 'met' : 'MISSED'}`;
  printTable(
    `${fmt(result.size.providers)} providers, ${fmt(result.size.patients)} patients, ${fmt(result.size.encounters)} appointments (generated in ${fmt(result.generateS)} s); ${LOAD.connections} connections, ${LOAD.durationS} s measured after ${LOAD.warmupS} s warm-up`,
    [
      [...LOAD_HEADER, 'target'],
      loadRow('GET /api/account (yardstick)', result.account, '-'),
      loadRow(
        `free slots, 30 days (${result.slotCount} slots)`,
        result.slots,
        `>=${fmt(TARGET.ratio * 100)}% of account, p99 <${TARGET.p99Ms} ms: ${met ? 'met' : 'MISSED'}`,
      ),
      ['ratio', `${fmt(result.ratio * 100, 1)}%`, '', '', '', '', ''],
      loadRow(
        'upcoming list, first page (15)',
        result.upcoming,
        listTarget(listMet(result.upcoming, result.listRatio)),
      ),
      ['ratio', `${fmt(result.listRatio * 100, 1)}%`, '', '', '', '', ''],
      loadRow(
        'dashboard counters',
        result.counters,
        listTarget(listMet(result.counters, result.countersRatio)),
      ),
      ['ratio', `${fmt(result.countersRatio * 100, 1)}%`, '', '', '', '', ''],
    ],
  );
  console.log('\nPlan of the busy-times query:\n  ' + result.plans.busy.join('\n  '));
  console.log('\nPlan of the availability query:\n  ' + result.plans.availability.join('\n  '));
  console.log('\nPlan of the upcoming list page:\n  ' + result.plans.upcoming.join('\n  '));
  console.log('\nPlan of the dashboard counters:\n  ' + result.plans.counters.join('\n  '));
  const file = await writeResults('scheduling', startedAt, {
    benchmark: 'scheduling',
    startedAt: startedAt.toISOString(),
    machine: machine(),
    settings: LOAD,
    targets: TARGET,
    result,
  });
  console.log(`\nFigures written to ${path.relative(process.cwd(), file)}`);
  return result.account.valid &&
    result.slots.valid &&
    result.upcoming.valid &&
    result.counters.valid
    ? 0
    : 1;
}
