import { translate } from '#client/lib/i18n/i18n.ts';
import { OfflineUnavailableError, OutboxStorageError } from '#client/lib/offline/send-or-queue.ts';
import { errorMessage, hasCode, isHttpError } from '#client/lib/request.ts';
import type { ToastInput } from '#client/lib/toast.ts';
import '../messages.ts';

/**
 * The toast for a failed session save (spec section 8): a refusal of the photo (its error code, or a
 * validation error about the image field) is 'Failed to upload image' with the server's reason; any other
 * server refusal is 'Error' with its message; an unexpected exception is 'Error' / 'Failed to submit
 * session'.
 */
export function saveFailureToast(err: unknown, sentImage: boolean): ToastInput {
  if (err instanceof OfflineUnavailableError || err instanceof OutboxStorageError)
    return { title: translate('common.error'), description: err.message, variant: 'destructive' };
  if (!isHttpError(err))
    return {
      title: translate('common.error'),
      description: translate('tracker.log.toast.failedSubmit'),
      variant: 'destructive',
    };
  const message = errorMessage(err);
  const aboutImage =
    hasCode(err, 'PHOTO_TOO_LARGE', 'NOT_AN_IMAGE', 'PHOTO_TOO_MANY_PIXELS', 'UPLOAD_QUOTA_EXCEEDED') ||
    (sentImage && err.field === 'image');
  if (aboutImage) {
    return {
      title: translate('tracker.log.toast.failedImage'),
      ...(message ? { description: message } : {}),
      variant: 'destructive',
    };
  }
  return {
    title: translate('common.error'),
    description: message ?? translate('tracker.log.toast.failedSubmit'),
    variant: 'destructive',
  };
}
