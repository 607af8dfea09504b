import type { Deps } from '../../deps.ts';
import { requirePhotoConsent } from '../consent/require-photo-consent.ts';
import { type ProcessedPhoto, processPhoto } from './process-photo.ts';
import { checkUploadQuota } from './upload-quota.ts';

/**
 * Checks the customer's consent to photo storage and daily upload quota before any decoding work, then
 * processes the photo. Every way a photo comes in (upload, session create and edit) passes here.
 */
export async function preparePhoto(
  deps: Pick<Deps, 'db' | 'config' | 'metrics'>,
  customerHash: string,
  input: Buffer,
): Promise<ProcessedPhoto> {
  await requirePhotoConsent(deps, customerHash);
  await checkUploadQuota(deps.db, deps.config, customerHash, input.length);
  return processPhoto(input, deps);
}
