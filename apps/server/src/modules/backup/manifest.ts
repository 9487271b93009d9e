import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { z } from 'zod';

export const BACKUP_FORMAT = 1;

export const ManifestSchema = z.object({
  format: z.literal(BACKUP_FORMAT),
  /** The server's version that wrote it. */
  version: z.string(),
  createdAt: z.string(),
  database: z.object({
    kind: z.enum(['pglite', 'postgres']),
    /** The newest migration applied, by tag. */
    migration: z.string().nullable(),
    /** `database.dump` (pg_dump's custom format) or `database.tar.gz` (PGlite's data directory). */
    file: z.enum(['database.dump', 'database.tar.gz']),
    /** Rows per table (`schema.table`) at the dump's snapshot. */
    tables: z.record(z.string(), z.number().int().nonnegative()),
  }),
  files: z.object({
    count: z.number().int().nonnegative(),
    bytes: z.number().int().nonnegative(),
    list: z.array(
      z.object({
        key: z.string(),
        bytes: z.number().int().nonnegative(),
        sha256: z.string(),
      }),
    ),
  }),
  /** Whether `secrets.env` (JWT_SECRET and HMAC_SECRET) is in the backup (`--with-secrets`). */
  secrets: z.boolean(),
});

export type Manifest = z.infer<typeof ManifestSchema>;

export const manifestPath = (folder: string) => path.join(folder, 'manifest.json');

export async function writeManifest(folder: string, manifest: Manifest) {
  await writeFile(manifestPath(folder), `${JSON.stringify(manifest, null, 2)}\n`, { mode: 0o600 });
}

export async function readManifest(folder: string): Promise<Manifest> {
  let text: string;
  try {
    text = await readFile(manifestPath(folder), 'utf8');
  } catch {
    throw new Error(`${folder} holds no manifest.json: not a Clinicall backup`);
  }
  const parsed = ManifestSchema.safeParse(JSON.parse(text));
  if (!parsed.success)
    throw new Error(`${manifestPath(folder)} is not a manifest this version reads`);
  return parsed.data;
}
