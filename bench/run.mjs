#!/usr/bin/env node
// Entry point: `npm run bench -- <name>` runs `node bench/run.mjs <name>`.

/** @type {Record<string, { file: string, summary: string }>} */
const benchmarks = {
  auth: {
    file: './auth.mjs',
    summary: 'authenticated GET /api/account on PGlite and PostgreSQL, and start-up time',
  },
  scheduling: {
    file: './scheduling.mjs',
    summary: 'free slots over 30 days in a large installation against GET /api/account, PostgreSQL',
  },
  messaging: {
    file: './messaging.mjs',
    summary: 'in-mail unread count and topic list with 10,000 topics, and a 35 MB upload’s memory',
  },
  realtime: {
    file: './realtime.mjs',
    summary:
      'N authenticated sockets (--sockets, default 5000) on --instances 1|2 through Redis: fan-out p99 and memory per socket, beside GET /api/account',
  },
  invite: {
    file: './invite.mjs',
    summary: 'a 300-row CSV invite committed in a 200,000-patient clinic beside GET /api/account',
  },
  roster: {
    file: './roster.mjs',
    summary:
      'patient roster search among 200,000 patients of one clinic against GET /api/account, PostgreSQL',
  },
  'read-audit': {
    file: './read-audit.mjs',
    summary:
      'roster search, a profile and the upcoming list with the patient-read audit on and off, taking turns, beside GET /api/account',
  },
  room: {
    file: './room.mjs',
    summary:
      'median time from Start to the first decoded remote video frame (Chromium, loopback), beside GET /api/account',
  },
  'clinic-features': {
    file: './clinic-features.mjs',
    summary:
      "the caller's clinic feature switches read per request, against GET /api/account in turns, PostgreSQL",
  },
  'usage-report': {
    file: './usage-report.mjs',
    summary:
      'the usage report CSV over 1,000,000 encounters: first byte, total, server memory growth, beside COPY TO STDOUT, PostgreSQL',
  },
  cluster: {
    file: './cluster.mjs',
    summary:
      'through nginx (TLS) to two instances: GET /api/account and the upcoming list with one instance and two, p99 during a rolling restart against without',
  },
  'provider-search': {
    file: './provider-search.mjs',
    summary:
      'provider network search (keyword, specialty, my clinic, non-connections) among 2,000 providers in 50 clinics beside the same statement on bare node:http, PostgreSQL',
  },
  'rpm-measures': {
    file: './rpm-measures.mjs',
    summary:
      "one patient's 60 days of measures among 4.8 million readings beside the same statements on bare node:http, PostgreSQL",
  },
  'rpm-ingest': {
    file: './rpm-ingest.mjs',
    summary:
      'signed reading ingest with alerts for 60 s on one instance beside the database inserting the same rows, PostgreSQL',
  },
  'login-bundle': {
    file: './login-bundle.mjs',
    summary: 'gzipped JavaScript the /login page downloads (built app, Chromium), target 150 kB',
  },
};

const name = process.argv[2];
const entry = name ? benchmarks[name] : undefined;

if (!entry) {
  if (name) console.error(`Unknown benchmark: ${name}\n`);
  console.log('Usage: npm run bench -- <name>\n\nBenchmarks:');
  for (const [key, { summary }] of Object.entries(benchmarks)) {
    console.log(`  ${key.padEnd(10)} ${summary}`);
  }
  process.exit(name ? 2 : 0);
}

/** @type {{ run(): Promise<number> }} */
const benchmark = await import(entry.file);
process.exitCode = await benchmark.run();
