import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { sessions } from '../../db/schema/sessions-and-photos.ts';
import { notFound } from '../../lib/app-error.ts';

export const SESSION_NOT_FOUND = 'Session not found';

/** The customer's own session; any other id answers 404, as if it did not exist. */
export async function getSession(db: Db, customerHash: string, id: number) {
  const [row] = await db
    .select()
    .from(sessions)
    .where(and(eq(sessions.id, id), eq(sessions.customerHash, customerHash)))
    .limit(1);
  if (!row) throw notFound(SESSION_NOT_FOUND);
  return row;
}
