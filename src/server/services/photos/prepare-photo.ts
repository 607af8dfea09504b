import type { Deps } from '../../deps.ts';
import { type ProcessedPhoto, processPhoto } from './process-photo.ts';
import { checkUploadQuota } from './upload-quota.ts';

/** Checks the customer's daily upload quota before any decoding work, then processes the photo. */
export async function preparePhoto(
  deps: Pick<Deps, 'db' | 'config'>,
  customerHash: string,
  input: Buffer,
): Promise<ProcessedPhoto> {
  await checkUploadQuota(deps.db, deps.config, customerHash, input.length);
  return processPhoto(input, deps.config.photoConcurrency);
}
