// `npm run bench -- messaging`: in-mail for a provider with 10,000 topics (BENCH_TOPICS): the unread
// count and the topic list's first page at 50 connections next to GET /api/account (the yardstick),
// then one 35,000,000-byte attachment streamed to storage while the server's resident memory is
// sampled, on PostgreSQL. Smoke-run small: BENCH_TOPICS=500 BENCH_DURATION=2 BENCH_UPLOAD_BYTES=5000000.
import { randomBytes } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { clinicStep, membershipsStep, patientsStep, providerStep } from './lib/generator-steps.mjs';
import {
  BENCH_ADMIN,
  benchInstallation,
  runSteps,
  sharedPasswordHash,
  startSignedIn,
} from './lib/installation.mjs';
import { LOAD, measureAll } from './lib/load.mjs';
import { fmt, printTable, shareOf, writeResults } from './lib/report.mjs';
import { runBench } from './lib/run-bench.mjs';

const PROVIDER = { email: 'inmail-provider@bench.example', password: BENCH_ADMIN.password };
const TOPICS = Number(process.env.BENCH_TOPICS ?? 10_000);
const PATIENTS = 200;
const UPLOAD_BYTES = Number(process.env.BENCH_UPLOAD_BYTES ?? 35_000_000);
const TARGET = { p99Ms: 20, rssGrowthMb: 50 };

/** One clinic, the provider, 200 patients and TOPICS topics between them; a third unread. */
export async function generate(/** @type {import('pg').Client} */ db) {
  const hash = await sharedPasswordHash(db);
  /** @type {Array<[string, unknown[]]>} */
  const steps = [
    clinicStep('Inbox clinic'),
    providerStep(PROVIDER.email, hash, { firstName: 'Ines', lastName: 'Box' }),
    patientsStep(PATIENTS, hash, 'inmail-patient'),
    membershipsStep('inmail-%@bench.example'),
    [
      `insert into topics (clinic_id, subject, created_by_id, first_message_body, last_message_body,
        last_message_at, created_at)
      select (select max(id) from clinics), 'Topic ' || i, (select id from users where email = $2),
        'First message of topic ' || i, 'Latest message of topic ' || i,
        now() - i * interval '5 minutes', now() - i * interval '5 minutes'
      from generate_series(1, $1::int) i`,
      [TOPICS, PROVIDER.email],
    ],
    [
      `insert into messages (topic_id, author_id, body, created_at)
      select t.id, t.created_by_id, t.first_message_body, t.created_at from topics t`,
      [],
    ],
    [
      `insert into topic_subscribers (topic_id, clinic_id, user_id, unread_count, last_message_at)
      select t.id, t.clinic_id, (select id from users where email = $1),
        case when t.id % 3 = 0 then 1 else 0 end, t.last_message_at from topics t`,
      [PROVIDER.email],
    ],
    [
      `insert into topic_subscribers (topic_id, clinic_id, user_id, unread_count, last_message_at)
      select t.id, t.clinic_id, p.first + (t.id % $1::int), 1, t.last_message_at from topics t,
        (select min(id) as first from users where email like 'inmail-patient%') p`,
      [PATIENTS],
    ],
    ['analyze', []],
  ];
  await runSteps(db, steps);
}

/** The plans of the inbox's two reads, written as messaging's inbox-queries.ts and topic-page.ts do. */
async function plans(/** @type {import('pg').Client} */ db) {
  const { rows } = await db.query(
    `select u.id, array_agg(m.clinic_id) as clinics from users u
    join clinic_memberships m on m.user_id = u.id where u.email = $1 group by u.id`,
    [PROVIDER.email],
  );
  const unread = `explain (analyze, buffers) select coalesce(sum(unread_count), 0)::int
    from inbox_counters where user_id = $1`;
  const page = `explain (analyze, buffers) select t.*, page.unread_count, e.status,
      (select coalesce(json_agg((select json_build_object('id', u.id, 'email', u.email,
          'firstName', u.first_name, 'lastName', u.last_name, 'imagePath', u.image_path, 'role', u.role)
        from users u where u.id = o.user_id) order by o.user_id), '[]'::json)
        from topic_subscribers o where o.topic_id = t.id),
      (select coalesce(sum(topic_count), 0)::int from inbox_counters
        where user_id = $1 and clinic_id = any($2::int[]))
    from (select topic_id, unread_count, last_message_at from topic_subscribers
      where user_id = $1 and clinic_id = any($2::int[])
      order by last_message_at desc, topic_id desc limit 11 offset 0) page
    join topics t on t.id = page.topic_id
    left join encounters e on e.id = t.encounter_id
    order by page.last_message_at desc, page.topic_id desc`;
  const lines = async (/** @type {string} */ sql, /** @type {unknown[]} */ params) =>
    (await db.query(sql, params)).rows.map((r) => r['QUERY PLAN']);
  return {
    unread: await lines(unread, [rows[0].id]),
    page: await lines(page, [rows[0].id, rows[0].clinics]),
  };
}

/** Resident memory of a process in MiB, from /proc. */
async function rssMb(/** @type {number} */ pid) {
  const status = await readFile(`/proc/${pid}/status`, 'utf8');
  const kb = Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0);
  return kb / 1024;
}

/** A multipart body produced in 64 KiB chunks: the client never holds the file either. */
function multipartStream(/** @type {string} */ recipient, /** @type {number} */ bytes) {
  const boundary = `----bench${randomBytes(8).toString('hex')}`;
  const field = (/** @type {string} */ name, /** @type {string} */ value) =>
    `--${boundary}\r\ncontent-disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`;
  const head = Buffer.from(
    field('subject', 'Large scan') +
      field('body', 'The full study.') +
      field('subscribersEmails', recipient) +
      `--${boundary}\r\ncontent-disposition: form-data; name="files"; filename="study.pdf"\r\ncontent-type: application/pdf\r\n\r\n%PDF-1.7\n`,
  );
  const tail = Buffer.from(`\r\n--${boundary}--\r\n`);
  const chunk = Buffer.alloc(64 * 1024, 0x20);
  let left = bytes - 9;
  let started = false;
  const body = new ReadableStream({
    pull(controller) {
      if (!started) {
        started = true;
        controller.enqueue(head);
      } else if (left > 0) {
        const size = Math.min(left, chunk.length);
        left -= size;
        controller.enqueue(chunk.subarray(0, size));
      } else {
        controller.enqueue(tail);
        controller.close();
      }
    },
  });
  return { body, contentType: `multipart/form-data; boundary=${boundary}` };
}

/** Uploads one attachment while sampling the server's RSS every 25 ms. */
async function uploadGrowth(
  /** @type {import('./lib/server.mjs').ServerProcess} */ server,
  /** @type {Record<string, string>} */ headers,
) {
  const before = await rssMb(server.pid);
  let peak = before;
  let sampling = true;
  const sampler = (async () => {
    while (sampling) {
      peak = Math.max(peak, await rssMb(server.pid));
      await new Promise((resolve) => setTimeout(resolve, 25));
    }
  })();
  const { body, contentType } = multipartStream('inmail-patient1@bench.example', UPLOAD_BYTES);
  const startedAt = performance.now();
  const response = await fetch(`${server.url}/api/registerTopic/uploadFile`, {
    method: 'POST',
    headers: { ...headers, 'content-type': contentType },
    body,
    duplex: 'half',
  });
  const seconds = (performance.now() - startedAt) / 1000;
  sampling = false;
  await sampler;
  if (response.status !== 201) {
    throw new Error(`the upload answered ${response.status}: ${await response.text()}`);
  }
  return { bytes: UPLOAD_BYTES, seconds, beforeMb: before, peakMb: peak, growthMb: peak - before };
}

async function messaging() {
  const { env, db } = await benchInstallation('messaging');
  await generate(db);

  const { server, headers } = await startSignedIn(env, PROVIDER);
  const targets = {
    account: `${server.url}/api/account`,
    unread: `${server.url}/api/unreadMessagesCount`,
    topics: `${server.url}/api/topics?page=0`,
  };
  const probe = await fetch(targets.unread, { headers });
  const unread = (await probe.json()).count;
  const results = await measureAll(targets, headers);
  const upload = await uploadGrowth(server, headers);
  return { topics: TOPICS, unread, results, upload, plans: await plans(db) };
}

/** @returns {Promise<number>} the exit code */
export async function run() {
  const ran = await runBench('messaging', messaging);
  if (!ran) return 1;
  const { result, startedAt } = ran;
  const { account, unread, topics } = result.results;
  const row = (
    /** @type {string} */ label,
    /** @type {any} */ x,
    /** @type {boolean} */ withTarget,
  ) => [
    label,
    fmt(x.requestsPerSec),
    shareOf(x, account),
    fmt(x.latencyP50Ms, 1),
    fmt(x.latencyP99Ms, 1),
    x.valid ? 'yes' : 'INVALID',
    withTarget
      ? `p99 <${TARGET.p99Ms} ms: ${x.valid && x.latencyP99Ms < TARGET.p99Ms ? 'met' : 'MISSED'}`
      : '-',
  ];
  printTable(
    `a provider with ${fmt(result.topics)} topics (${fmt(result.unread)} unread messages); ${LOAD.connections} connections, ${LOAD.durationS} s after ${LOAD.warmupS} s warm-up`,
    [
      ['request', 'req/s', 'of account', 'p50 ms', 'p99 ms', 'valid', 'target'],
      row('GET /api/account (yardstick)', account, false),
      row('GET /api/unreadMessagesCount', unread, true),
      row('GET /api/topics (first page of 10)', topics, true),
    ],
  );
  const u = result.upload;
  printTable(`one ${fmt(u.bytes)}-byte attachment, streamed`, [
    ['seconds', 'RSS before MiB', 'RSS peak MiB', 'growth MiB', 'target'],
    [
      fmt(u.seconds, 1),
      fmt(u.beforeMb, 1),
      fmt(u.peakMb, 1),
      fmt(u.growthMb, 1),
      `<${TARGET.rssGrowthMb} MiB: ${u.growthMb < TARGET.rssGrowthMb ? 'met' : 'MISSED'}`,
    ],
  ]);
  console.log('\nPlan of the unread count:\n  ' + result.plans.unread.join('\n  '));
  console.log('\nPlan of the topic list page:\n  ' + result.plans.page.join('\n  '));
  const file = await writeResults('messaging', startedAt, { benchmark: 'messaging', ...result });
  console.log(`\nresults: ${file}`);
  return [account, unread, topics].every((x) => x.valid) ? 0 : 1;
}
