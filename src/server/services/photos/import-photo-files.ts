import fs from 'node:fs/promises';
import path from 'node:path';
import { and, eq } from 'drizzle-orm';
import type { Config } from '../../config.ts';
import { photos } from '../../db/schema/sessions-and-photos.ts';
import type { Deps } from '../../deps.ts';
import { thumbnailsDir, uploadsDir } from './legacy-photo-files.ts';
import { type BlobKind, PHOTO_CHUNK_BYTES, writeBlobChunks } from './photo-blobs.ts';

/** What an import did: pictures moved into the database, and files left that no photo named. */
export type PhotoFileImport = { photos: number; thumbnails: number; discarded: number };

/** The names in a folder; none when it does not exist. */
async function namesIn(dir: string): Promise<string[]> {
  try {
    return (await fs.readdir(dir)).filter((name) => !name.startsWith('.'));
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code === 'ENOENT') return [];
    throw err;
  }
}

/** A file's bytes, a chunk at a time (constant memory, whatever the file's size). */
async function* fileChunks(handle: fs.FileHandle): AsyncGenerator<Buffer> {
  while (true) {
    const buffer = Buffer.alloc(PHOTO_CHUNK_BYTES);
    const { bytesRead } = await handle.read(buffer, 0, PHOTO_CHUNK_BYTES, null);
    if (bytesRead === 0) return;
    yield buffer.subarray(0, bytesRead);
  }
}

/**
 * Moves one file into photo_blobs as the photo `id`'s `kind`, when a photo row with that id (and, for a
 * photo, that file name) exists; then deletes the file. Answers 'imported', 'discarded' (no photo names
 * it: the photo was deleted, or its row never committed) or 'gone' (another process took it meanwhile).
 */
async function importFile(
  deps: Pick<Deps, 'db'>,
  file: string,
  id: string,
  kind: BlobKind,
): Promise<'imported' | 'discarded' | 'gone'> {
  let handle: fs.FileHandle;
  try {
    handle = await fs.open(file, 'r');
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code === 'ENOENT') return 'gone';
    throw err;
  }
  let imported: boolean;
  try {
    const named =
      kind === 'original'
        ? and(eq(photos.id, id), eq(photos.fileName, path.basename(file)))
        : eq(photos.id, id);
    imported = await deps.db.transaction(async (tx) => {
      // FOR SHARE: the photo cannot be deleted until its bytes are in (and then they go with it).
      const [photo] = await tx.select({ id: photos.id }).from(photos).where(named).for('share');
      if (!photo) return false;
      // Chunks already there (a copy by another process, or a run that stopped before deleting the file)
      // stay as they are.
      await writeBlobChunks(tx, id, kind, fileChunks(handle), true);
      return true;
    });
  } finally {
    await handle.close();
  }
  // Only once the rows are committed: a failure before leaves the file for the next start.
  await fs.rm(file, { force: true });
  return imported ? 'imported' : 'discarded';
}

/** Removes a folder if it is empty now. */
const removeIfEmpty = (dir: string) => fs.rmdir(dir).catch(() => undefined);

/**
 * Imports the photo files still in DATA_DIR/uploads and DATA_DIR/thumbnails (the layout before
 * docs/decisions/030) into photo_blobs, a chunk at a time, deleting each file once its rows are
 * committed. Safe to run twice, or in two processes at once: chunks already stored are kept. A file that
 * fails stays for the next start (and is logged); files no photo names are deleted.
 */
export async function importPhotoFiles(
  deps: Pick<Deps, 'db' | 'log'> & { config: Pick<Config, 'dataDir'> },
): Promise<PhotoFileImport> {
  const counts: PhotoFileImport = { photos: 0, thumbnails: 0, discarded: 0 };
  const folders = [
    { dir: uploadsDir(deps.config), kind: 'original', counter: 'photos' },
    { dir: thumbnailsDir(deps.config), kind: 'thumbnail', counter: 'thumbnails' },
  ] as const;
  for (const { dir, kind, counter } of folders) {
    for (const name of await namesIn(dir)) {
      try {
        const outcome = await importFile(deps, path.join(dir, name), path.parse(name).name, kind);
        if (outcome === 'imported') counts[counter]++;
        if (outcome === 'discarded') counts.discarded++;
      } catch (err) {
        deps.log.warn({ err }, 'a photo file could not be imported; it is tried again at the next start');
      }
    }
    await removeIfEmpty(dir);
  }
  if (counts.photos + counts.thumbnails + counts.discarded > 0) {
    deps.log.info(counts, 'photo files imported into the database');
  }
  return counts;
}
