import { Readable } from 'node:stream';
import type pg from 'pg';
import type { Db } from '../../db/client.ts';
import { photoBlobs } from '../../db/schema/sessions-and-photos.ts';

/**
 * The size of one stored chunk of a photo (docs/decisions/030): what one query reads, and about what one
 * photo being sent or zipped holds in memory at a time. A 10 MB photo is 40 chunks.
 */
export const PHOTO_CHUNK_BYTES = 256 * 1024;
/** Chunks written by one INSERT: a statement carries at most 4 MB of photo. */
const CHUNKS_PER_INSERT = 16;

/** Which picture of a photo: the stored photo itself or its thumbnail. */
export type BlobKind = 'original' | 'thumbnail';

/** How a stored picture is kept: its number of chunks and of bytes (0 and 0 when there is none). */
export type BlobSize = { chunks: number; bytes: number };

/**
 * Stores a picture's bytes as chunks, inside the caller's transaction (with the photo row, so both or
 * neither are kept). `ifAbsent` leaves chunks already stored alone (a thumbnail made twice at once, a
 * file imported by two processes at once).
 */
export async function writeBlob(
  tx: Db,
  photoId: string,
  kind: BlobKind,
  data: Buffer,
  ifAbsent = false,
): Promise<void> {
  const rows = [];
  for (let offset = 0, chunk = 0; offset < data.length || chunk === 0; offset += PHOTO_CHUNK_BYTES, chunk++) {
    rows.push({ photoId, kind, chunk, data: data.subarray(offset, offset + PHOTO_CHUNK_BYTES) });
  }
  for (let start = 0; start < rows.length; start += CHUNKS_PER_INSERT) {
    const insert = tx.insert(photoBlobs).values(rows.slice(start, start + CHUNKS_PER_INSERT));
    await (ifAbsent ? insert.onConflictDoNothing() : insert);
  }
}

/**
 * Stores a picture's bytes as they come, one chunk per INSERT (a file being imported: memory holds one
 * chunk), inside the caller's transaction; `ifAbsent` as for writeBlob.
 */
export async function writeBlobChunks(
  tx: Db,
  photoId: string,
  kind: BlobKind,
  source: AsyncIterable<Buffer>,
  ifAbsent = false,
): Promise<void> {
  let chunk = 0;
  for await (const data of source) {
    const insert = tx.insert(photoBlobs).values({ photoId, kind, chunk: chunk++, data });
    await (ifAbsent ? insert.onConflictDoNothing() : insert);
  }
}

/** How many chunks and bytes a stored picture has (octet_length reads no chunk's data). */
export async function blobSize(
  db: pg.Pool | pg.ClientBase,
  photoId: string,
  kind: BlobKind,
): Promise<BlobSize> {
  const result = await db.query<BlobSize>(
    `SELECT count(*)::int AS chunks, coalesce(sum(octet_length(data)), 0)::int AS bytes
       FROM photo_blobs WHERE photo_id = $1 AND kind = $2`,
    [photoId, kind],
  );
  return result.rows[0] ?? { chunks: 0, bytes: 0 };
}

/**
 * A stored picture as a stream that reads one chunk per query, only when the reader wants more, so a
 * photo being sent to a slow phone holds one chunk in memory and no database connection between chunks.
 * A chunk missing (the photo deleted meanwhile) fails the stream.
 */
export function blobStream(pool: pg.Pool, photoId: string, kind: BlobKind, chunks: number): Readable {
  let next = 0;
  return new Readable({
    read() {
      if (next >= chunks) {
        this.push(null);
        return;
      }
      const chunk = next++;
      pool
        .query<{ data: Buffer }>(
          'SELECT data FROM photo_blobs WHERE photo_id = $1 AND kind = $2 AND chunk = $3',
          [photoId, kind, chunk],
        )
        .then((result) => {
          const data = result.rows[0]?.data;
          if (!data) throw new Error('a chunk of the photo is missing (deleted while it was read)');
          this.push(data);
        })
        .catch((err: Error) => this.destroy(err));
    },
  });
}

/** A stored picture whole, read a chunk at a time (for decoding it: sharp takes the picture at once). */
export async function readBlob(pool: pg.Pool, photoId: string, kind: BlobKind, chunks: number) {
  return Buffer.concat(await blobStream(pool, photoId, kind, chunks).toArray());
}
