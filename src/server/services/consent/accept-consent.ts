import { CONSENT_VERSIONS } from '#shared/privacy-notice.ts';
import type { AcceptConsentBody, ConsentStatus } from '#shared/schemas/consent.ts';
import { customerConsents } from '../../db/schema/store-and-privacy.ts';
import type { Deps } from '../../deps.ts';
import { AppError } from '../../lib/app-error.ts';
import { getConsent } from './get-consent.ts';

/**
 * Records that the customer accepted a consent at the version they were shown. Only the version in force
 * counts: an older one (a page open across a change of the text) answers 409, so they read the new text.
 * Accepting again keeps the first time.
 */
export async function acceptConsent(
  deps: Pick<Deps, 'db'>,
  customerHash: string,
  { kind, version }: AcceptConsentBody,
): Promise<ConsentStatus> {
  if (version !== CONSENT_VERSIONS[kind])
    throw new AppError(
      'CONSENT_OUTDATED',
      'This text has changed since you opened it: please read it again',
      {
        field: 'version',
      },
    );
  await deps.db.insert(customerConsents).values({ customerHash, kind, version }).onConflictDoNothing();
  return getConsent(deps, customerHash);
}
