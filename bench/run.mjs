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
