import { spawn } from 'node:child_process';
import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, test } from 'vitest';

const serverDir = fileURLToPath(new URL('../..', import.meta.url));
const command = ['--import', 'tsx', '--conditions=source', 'src/cli/create-admin.ts'];

/**
 * The README's command on a fresh production setup: NODE_ENV=production and a database, no secrets,
 * no mail server. `terminal` runs it on a pseudo-terminal (util-linux `script`), as typed by hand.
 */
function createAdmin(env: Record<string, string>, args: string[], terminal = false) {
  const argv = [process.execPath, ...command, ...args];
  const child = terminal
    ? spawn('script', ['-q', '-e', '-c', argv.map((a) => `'${a}'`).join(' '), '/dev/null'], {
        cwd: serverDir,
        env: {
          PATH: process.env.PATH ?? '',
          HOME: process.env.HOME ?? '/tmp',
          TERM: 'dumb',
          ...env,
        },
      })
    : spawn(argv[0]!, argv.slice(1), {
        cwd: serverDir,
        env: { PATH: process.env.PATH ?? '', HOME: process.env.HOME ?? '/tmp', ...env },
      });
  let output = '';
  const waiters: { text: string; count: number; wake: () => void }[] = [];
  const onData = (chunk: Buffer) => {
    output += chunk.toString();
    for (const w of waiters.splice(0)) {
      if (output.split(w.text).length - 1 >= w.count) w.wake();
      else waiters.push(w);
    }
  };
  child.stdout.on('data', onData);
  child.stderr.on('data', onData);
  return {
    output: () => output,
    exited: new Promise<number | null>((resolve) => child.once('exit', resolve)),
    /** Resolves once `text` has been printed `count` times (a prompt asked again). */
    printed: (text: string, count = 1) =>
      new Promise<void>((wake) => {
        if (output.split(text).length - 1 >= count) wake();
        else waiters.push({ text, count, wake });
      }),
    type: (text: string) => child.stdin.write(text),
    end: () => child.stdin.end(),
  };
}

const fresh = async () => ({
  NODE_ENV: 'production',
  DATA_DIR: path.join(await mkdtemp(path.join(tmpdir(), 'clinicall-admin-')), 'data'),
});

describe('issue 24: the create-admin command', { timeout: 180_000 }, () => {
  test('works as documented on a fresh production setup: asked twice on a terminal, never shown', async () => {
    const env = await fresh();
    const run = createAdmin(env, ['--email', 'Root@Clinic.example'], true);
    await run.printed('Password: ');
    run.type('weak\r');
    await run.printed('Password: ', 2);
    run.type('Firstadmin1\r');
    await run.printed('Repeat the password: ');
    run.type('Firstadmin2\r');
    await run.printed('Password: ', 3);
    run.type('Firstadmin1\r');
    await run.printed('Repeat the password: ', 2);
    run.type('Firstadmin1\r');
    expect(await run.exited).toBe(0);
    const output = run.output();
    expect(output).toContain('at least one capital');
    expect(output).toContain('The two passwords differ');
    expect(output).toContain(`creating the embedded database in ${env.DATA_DIR}`);
    expect(output).toContain('Super admin root@clinic.example created.');
    for (const typed of ['weak', 'Firstadmin1', 'Firstadmin2', '*']) {
      expect(output).not.toContain(typed);
    }
    expect(output).not.toMatch(/JWT_SECRET|HMAC_SECRET|SMTP_URL|\bat \S+:\d+/);

    // Piped in: the password and its repetition as two lines; differing lines change nothing.
    const differ = createAdmin(env, ['--email', 'second@clinic.example']);
    differ.type('Secondadmin1\nSecondadmin2\n');
    differ.end();
    expect(await differ.exited).toBe(1);
    expect(differ.output().trim()).toBe('The two passwords differ.');
    const piped = createAdmin(env, ['--email', 'second@clinic.example']);
    piped.type('Secondadmin1\nSecondadmin1\n');
    piped.end();
    expect(await piped.exited).toBe(0);
    expect(piped.output()).toContain(`opening the embedded database in ${env.DATA_DIR}`);
    expect(piped.output()).toContain('Super admin second@clinic.example created.');
  });

  test('a bad variable or a missing e-mail is one clear line, never a stack', async () => {
    const badUrl = createAdmin(
      { NODE_ENV: 'production', DATABASE_URL: 'mysql://root:Db-Pass-42@db/clinic' },
      ['--email', 'a@clinic.example'],
    );
    expect(await badUrl.exited).toBe(78);
    expect(badUrl.output()).toMatch(/^Invalid configuration:\n {2}DATABASE_URL: must start with/);
    expect(badUrl.output()).not.toContain('Db-Pass-42');
    const noEmail = createAdmin({ NODE_ENV: 'production' }, []);
    expect(await noEmail.exited).toBe(64);
    expect(noEmail.output()).toMatch(/^usage: npm run create-admin/);
  });
});
