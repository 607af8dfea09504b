import { desc } from 'drizzle-orm';
import type { PrivacyRequestSummary } from '#shared/schemas/my-data.ts';
import { privacyRequests } from '../../db/schema/store-and-privacy.ts';
import type { Deps } from '../../deps.ts';

/** The newest privacy requests, for the admin dashboard. */
export async function listPrivacyRequests(
  deps: Pick<Deps, 'db'>,
  limit = 50,
): Promise<PrivacyRequestSummary[]> {
  const rows = await deps.db.select().from(privacyRequests).orderBy(desc(privacyRequests.id)).limit(limit);
  return rows.map((row) => ({
    id: row.id,
    topic: row.topic as PrivacyRequestSummary['topic'],
    shopDomain: row.shopDomain,
    status: row.status as PrivacyRequestSummary['status'],
    receivedAt: row.receivedAt.toISOString(),
    processedAt: row.processedAt?.toISOString() ?? null,
    hasExport: row.topic === 'customers/data_request' && row.status === 'done' && row.sessionCount !== null,
    sessionCount: row.sessionCount,
    photoCount: row.photoCount,
  }));
}
