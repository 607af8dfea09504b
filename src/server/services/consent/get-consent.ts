import { and, eq, or } from 'drizzle-orm';
import { CONSENT_KINDS, CONSENT_VERSIONS, type ConsentKind } from '#shared/privacy-notice.ts';
import type { ConsentStatus } from '#shared/schemas/consent.ts';
import { customerConsents } from '../../db/schema/store-and-privacy.ts';
import type { Deps } from '../../deps.ts';

/** Whether the customer accepted the notice and photo storage in the versions in force, and when. */
export async function getConsent(deps: Pick<Deps, 'db'>, customerHash: string): Promise<ConsentStatus> {
  const rows = await deps.db
    .select({ kind: customerConsents.kind, acceptedAt: customerConsents.acceptedAt })
    .from(customerConsents)
    .where(
      and(
        eq(customerConsents.customerHash, customerHash),
        or(
          ...CONSENT_KINDS.map((kind) =>
            and(eq(customerConsents.kind, kind), eq(customerConsents.version, CONSENT_VERSIONS[kind])),
          ),
        ),
      ),
    );
  const state = (kind: ConsentKind) => {
    const row = rows.find((candidate) => candidate.kind === kind);
    return {
      version: CONSENT_VERSIONS[kind],
      accepted: !!row,
      acceptedAt: row ? row.acceptedAt.toISOString() : null,
    };
  };
  return { notice: state('notice'), photos: state('photos') };
}

/** True when the customer agreed to photo storage in the version in force. */
export async function hasPhotoConsent(deps: Pick<Deps, 'db'>, customerHash: string): Promise<boolean> {
  return (await getConsent(deps, customerHash)).photos.accepted;
}
