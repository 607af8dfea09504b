import { errorMessage, isHttpError } from '#client/lib/request.ts';
import type { ToastInput } from '#client/lib/toast.ts';

const IMAGE_WORDS = /image|photo|file/i;

/**
 * The toast for a failed session save (spec section 8): an image refusal (413, or a 400/415 about the
 * photo we sent) is 'Failed to upload image' with the server's reason; any other server refusal is
 * 'Error' with its message; an unexpected exception is 'Error' / 'Failed to submit session'.
 */
export function saveFailureToast(err: unknown, sentImage: boolean): ToastInput {
  if (!isHttpError(err))
    return { title: 'Error', description: 'Failed to submit session', variant: 'destructive' };
  const message = errorMessage(err);
  const aboutImage =
    err.status === 413 ||
    (sentImage && (err.status === 415 || (err.status === 400 && IMAGE_WORDS.test(message ?? ''))));
  if (aboutImage) {
    return {
      title: 'Failed to upload image',
      ...(message ? { description: message } : {}),
      variant: 'destructive',
    };
  }
  return { title: 'Error', description: message ?? 'Failed to submit session', variant: 'destructive' };
}
