import argon2 from 'argon2';

/** OWASP's argon2id baseline (19 MiB, 2 passes): strong, and cheap enough for a 2-core host. */
const OPTIONS = { type: argon2.argon2id, memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

export const hashPassword = (password: string) => argon2.hash(password, OPTIONS);

let dummyHash: Promise<string> | undefined;

/** Verifies against a real hash even for unknown accounts, so timing does not reveal which e-mails exist. */
export async function verifyPassword(hash: string | null, password: string): Promise<boolean> {
  dummyHash ??= hashPassword('unknown-account-placeholder');
  const target = hash ?? (await dummyHash);
  try {
    const ok = await argon2.verify(target, password);
    return ok && hash !== null;
  } catch {
    return false;
  }
}
