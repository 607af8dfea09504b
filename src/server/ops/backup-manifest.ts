import { z } from 'zod';
import { OpsError } from './ops-error.ts';

export const MANIFEST_ENTRY = 'manifest.json';
export const BACKUP_FORMAT = 1;

/** Where a table's rows are in the zip (COPY text format, see copy-text.ts). */
export const tableEntry = (table: string) => `tables/${table}.copy`;

/** Where a photo file is in the zip (a file from before docs/decisions/030). */
export const photoEntry = (fileName: string) => `uploads/${fileName}`;

/** A photo file name the app could have written: no folders, no dot files, so a zip cannot write elsewhere. */
export const isSafeFileName = (name: string) => /^[A-Za-z0-9][A-Za-z0-9._-]{0,199}$/.test(name);

const manifestSchema = z.object({
  format: z.literal(BACKUP_FORMAT),
  app: z.object({ name: z.string(), version: z.string() }),
  createdAt: z.string(),
  /** The drizzle migrations applied to the database, oldest first (created_at is the journal's `when`). */
  migrations: z.array(z.object({ hash: z.string(), createdAt: z.number() })),
  /** Parents before children, so loading in this order satisfies the foreign keys. */
  tables: z.array(
    z.object({
      name: z.string(),
      columns: z.array(z.string()).min(1),
      rows: z.number().int().min(0),
    }),
  ),
  /** Identity and serial sequences as they stood, so restored ids never repeat one handed out before. */
  sequences: z.array(
    z.object({ table: z.string(), column: z.string(), lastValue: z.string(), isCalled: z.boolean() }),
  ),
  /**
   * Photo files in `uploads/`: what backups held before photos moved into the database (docs/decisions/030);
   * now only files the app had not imported yet. The photos themselves are rows of photo_blobs.
   */
  photos: z.object({
    files: z.number().int().min(0),
    bytes: z.number().int().min(0),
    /** Files named by a photo row but gone (imported or deleted) before the backup could copy them. */
    missing: z.array(z.string()),
  }),
});

export type BackupManifest = z.infer<typeof manifestSchema>;

/** The manifest of a backup file, or an error saying it is not one this app can read. */
export function parseManifest(text: string): BackupManifest {
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    throw new OpsError('The backup manifest is not valid JSON.');
  }
  const parsed = manifestSchema.safeParse(json);
  if (!parsed.success) {
    throw new OpsError(
      `This is not a backup this version of the app can read (${parsed.error.issues[0]?.message}).`,
    );
  }
  return parsed.data;
}

/** What the command says about photo files in a backup (from before docs/decisions/030): nothing when none. */
export const photoFilesNote = (manifest: BackupManifest) =>
  manifest.photos.files > 0 ? ` (${manifest.photos.files} of them still as files)` : '';
