import { digestToken, newToken } from '../../auth/tokens.ts';
import { storeSessions } from '../../db/schema/store-and-privacy.ts';
import type { Deps } from '../../deps.ts';

export type OpenedStoreSession = { token: string; expiresAt: Date };

/** Opens a store session for a proven customer; the token is returned once and kept only as a digest. */
export async function openStoreSession(
  deps: Pick<Deps, 'db' | 'config'>,
  customerHash: string,
): Promise<OpenedStoreSession> {
  const token = newToken();
  const expiresAt = new Date(Date.now() + deps.config.storeSessions.maxAgeMs);
  await deps.db.insert(storeSessions).values({ tokenDigest: digestToken(token), customerHash, expiresAt });
  return { token, expiresAt };
}
