import { OfflineUnavailableError, OutboxStorageError } from '#client/lib/offline/send-or-queue.ts';
import { errorMessage, hasCode, isHttpError } from '#client/lib/request.ts';
import type { ToastInput } from '#client/lib/toast.ts';

/**
 * The toast for a failed session save (spec section 8): a refusal of the photo (its error code, or a
 * validation error about the image field) is 'Failed to upload image' with the server's reason; any other
 * server refusal is 'Error' with its message; an unexpected exception is 'Error' / 'Failed to submit
 * session'.
 */
export function saveFailureToast(err: unknown, sentImage: boolean): ToastInput {
  if (err instanceof OfflineUnavailableError || err instanceof OutboxStorageError)
    return { title: 'Error', description: err.message, variant: 'destructive' };
  if (!isHttpError(err))
    return { title: 'Error', description: 'Failed to submit session', variant: 'destructive' };
  const message = errorMessage(err);
  const aboutImage =
    hasCode(err, 'PHOTO_TOO_LARGE', 'NOT_AN_IMAGE', 'PHOTO_TOO_MANY_PIXELS', 'UPLOAD_QUOTA_EXCEEDED') ||
    (sentImage && err.field === 'image');
  if (aboutImage) {
    return {
      title: 'Failed to upload image',
      ...(message ? { description: message } : {}),
      variant: 'destructive',
    };
  }
  return { title: 'Error', description: message ?? 'Failed to submit session', variant: 'destructive' };
}
