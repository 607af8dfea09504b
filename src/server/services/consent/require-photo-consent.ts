import type { Deps } from '../../deps.ts';
import { AppError } from '../../lib/app-error.ts';
import { hasPhotoConsent } from './get-consent.ts';

export const PHOTO_CONSENT_MESSAGE = 'Agree to photo storage before adding a photo';

/** Refuses a photo (403 PHOTO_CONSENT_REQUIRED) from a customer who has not agreed to photo storage. */
export async function requirePhotoConsent(deps: Pick<Deps, 'db'>, customerHash: string): Promise<void> {
  if (!(await hasPhotoConsent(deps, customerHash)))
    throw new AppError('PHOTO_CONSENT_REQUIRED', PHOTO_CONSENT_MESSAGE, { field: 'image' });
}
