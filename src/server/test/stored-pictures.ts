import type pg from 'pg';

/** The pictures stored in photo_blobs, as `original/<photo id>` and `thumbnail/<photo id>`, sorted. */
export async function storedPictures(pool: pg.Pool): Promise<string[]> {
  const result = await pool.query<{ name: string }>(
    `SELECT DISTINCT kind || '/' || photo_id AS name FROM photo_blobs ORDER BY 1`,
  );
  return result.rows.map((row) => row.name);
}

/** The stored photos (originals) in photo_blobs, by photo id. */
export async function storedPhotos(pool: pg.Pool): Promise<string[]> {
  return (await storedPictures(pool))
    .filter((name) => name.startsWith('original/'))
    .map((name) => name.slice('original/'.length));
}
