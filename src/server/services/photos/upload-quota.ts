import { sql } from 'drizzle-orm';
import { pluralText } from '#shared/rules/english-format.ts';
import type { Config } from '../../config.ts';
import type { Db } from '../../db/client.ts';
import { photoUploads } from '../../db/schema/sessions-and-photos.ts';
import { tooManyRequests } from '../../lib/app-error.ts';

const WINDOW_HOURS = 24;

const readable = (bytes: number) =>
  bytes >= 1024 * 1024
    ? `${Math.round((bytes / 1024 / 1024) * 10) / 10} MB`
    : `${Math.round(bytes / 1024)} KB`;

/** The spec's words for a full quota; the figures also go beside them (docs/decisions/069). */
export const uploadLimitMessage = (count: number, maxBytes: number) =>
  `Upload limit reached: at most ${pluralText(count, 'photo')} or ${readable(maxBytes)} per day. ` +
  'Please try again later.';

/**
 * Refuses with 429 a photo of `bytes` that would take the customer past the day's quota (photos or bytes
 * uploaded in the last 24 hours, UPLOAD_QUOTA_PER_DAY and UPLOAD_QUOTA_MB_PER_DAY). Called before a photo
 * is decoded, and again inside the transaction that stores it (`lock`: under a per-customer lock, so
 * uploads sent together cannot all slip under the limit).
 */
export async function checkUploadQuota(
  db: Db,
  config: Pick<Config, 'uploadQuota'>,
  customerHash: string,
  bytes: number,
  lock = false,
): Promise<void> {
  if (lock) {
    await db.execute(
      sql`SELECT pg_advisory_xact_lock(hashtextextended(${`upload-quota:${customerHash}`}, 0))`,
    );
  }
  const result = await db.execute<{ count: number; bytes: number; retry: number | null }>(sql`
    SELECT count(*)::int AS count, coalesce(sum(byte_size), 0)::bigint::float8 AS bytes,
           ceil(extract(epoch FROM min(created_at) + make_interval(hours => ${WINDOW_HOURS}) - now()))::int AS retry
      FROM ${photoUploads}
     WHERE customer_hash = ${customerHash}
       AND created_at > now() - make_interval(hours => ${WINDOW_HOURS})`);
  const used = result.rows[0] ?? { count: 0, bytes: 0, retry: null };
  const { count, bytes: maxBytes } = config.uploadQuota;
  if (used.count + 1 > count || used.bytes + bytes > maxBytes) {
    throw tooManyRequests(
      uploadLimitMessage(count, maxBytes),
      Math.max(60, used.retry ?? 60),
      'UPLOAD_QUOTA_EXCEEDED',
      { photos: count, bytes: maxBytes },
    );
  }
}

/** Counts a stored photo against its customer's daily quota (in the transaction that stores it). */
export async function recordUpload(db: Db, customerHash: string, bytes: number): Promise<void> {
  await db.insert(photoUploads).values({ customerHash, byteSize: bytes });
}

/** Forgets uploads older than the quota's day. */
export async function pruneUploadCounts(db: Db): Promise<void> {
  await db.execute(
    sql`DELETE FROM ${photoUploads} WHERE created_at < now() - make_interval(hours => ${WINDOW_HOURS})`,
  );
}
