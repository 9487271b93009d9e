import { createInterface } from 'node:readline';
import { isStrongPassword } from '@clinicall/shared/password';
import { Messages } from '@clinicall/shared/messages';

/** The terminal was closed or Ctrl-C pressed while a password was being typed. */
export class PasswordEntryAborted extends Error {}

type Terminal = NodeJS.ReadStream & { setRawMode(mode: boolean): void };

/**
 * One line typed on a terminal, shown as nothing at all (not even its length). Raw mode hands
 * over each key, so Enter ends the line, Backspace removes the last character and Ctrl-C or
 * Ctrl-D on an empty line aborts.
 */
function readHidden(input: Terminal, output: NodeJS.WritableStream, prompt: string) {
  // Raw mode (no echo) is on before the prompt shows: nothing typed after it is ever displayed.
  input.setRawMode(true);
  output.write(prompt);
  return new Promise<string>((resolve, reject) => {
    let value = '';
    const finish = (outcome: () => void) => {
      input.off('data', onKey);
      input.setRawMode(false);
      input.pause();
      output.write('\n');
      outcome();
    };
    const onKey = (chunk: string) => {
      for (const key of chunk) {
        if (key === '\r' || key === '\n') return finish(() => resolve(value));
        if (key === '\u0003' || (key === '\u0004' && value === '')) {
          return finish(() => reject(new PasswordEntryAborted('password entry aborted')));
        }
        if (key === '\u007f' || key === '\b') value = [...value].slice(0, -1).join('');
        else if (key >= ' ') value += key;
      }
    };
    input.setEncoding('utf8');
    input.on('data', onKey);
    input.resume();
  });
}

/** Lines piped in (no terminal): the password, then its repetition. */
async function readPipedLines(input: NodeJS.ReadableStream, count: number) {
  const lines: string[] = [];
  for await (const line of createInterface({ input, terminal: false })) {
    lines.push(line);
    if (lines.length === count) break;
  }
  if (lines.length < count) throw new PasswordEntryAborted('password entry aborted');
  return lines;
}

/**
 * A new password, typed twice: hidden on a terminal (three tries to type a strong one and repeat
 * it), or two lines from a pipe. Answers the reason it was refused as an Error.
 */
export async function readNewPassword(
  input: NodeJS.ReadStream,
  output: NodeJS.WritableStream,
): Promise<string> {
  if (!input.isTTY) {
    const [password = '', repeated] = await readPipedLines(input, 2);
    if (!isStrongPassword(password)) throw new Error(Messages.password.rule);
    if (password !== repeated) throw new Error('The two passwords differ.');
    return password;
  }
  const terminal = input as Terminal;
  for (let attempt = 1; attempt <= 3; attempt += 1) {
    const password = await readHidden(terminal, output, 'Password: ');
    if (!isStrongPassword(password)) {
      output.write(`${Messages.password.rule}\n`);
      continue;
    }
    if ((await readHidden(terminal, output, 'Repeat the password: ')) === password) return password;
    output.write('The two passwords differ; once more.\n');
  }
  throw new Error('No password was set: three tries were used up.');
}
