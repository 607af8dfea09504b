import { and, eq } from 'drizzle-orm';
import { photos, sessions } from '../../db/schema/sessions-and-photos.ts';
import type { Deps } from '../../deps.ts';
import { notFound } from '../../lib/app-error.ts';
import { SESSION_NOT_FOUND } from './get-session.ts';

/** Deletes the customer's own session and its photo (the photo's bytes go with its row). */
export async function deleteSession(deps: Pick<Deps, 'db'>, customerHash: string, id: number) {
  await deps.db.transaction(async (tx) => {
    await tx.delete(photos).where(and(eq(photos.sessionId, id), eq(photos.customerHash, customerHash)));
    const deleted = await tx
      .delete(sessions)
      .where(and(eq(sessions.id, id), eq(sessions.customerHash, customerHash)))
      .returning({ id: sessions.id });
    if (deleted.length === 0) throw notFound(SESSION_NOT_FOUND);
  });
}
