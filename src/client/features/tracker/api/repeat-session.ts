import { useMutation, useQueryClient } from '@tanstack/react-query';
import { sessionPreview } from '#client/api/session-writes.ts';
import { createSession, sessionKeys } from '#client/api/sessions.ts';
import { newIdempotencyKey } from '#client/lib/idempotency-key.ts';
import { isQueued, sendOrQueue } from '#client/lib/offline/send-or-queue.ts';
import type { Session } from '#shared/schemas/sessions.ts';
import { sessionFormData } from './save-session.ts';

/**
 * The multipart body of a repeat: the last session again, dated now, without its notes, measurements or
 * photo (a field added to sessions is repeated unless it is named here).
 */
export function repeatFormData(last: Session, now: Date = new Date()): FormData {
  return sessionFormData(
    { ...last, length: null, girth: null, notes: '', imageUrl: null, date: now, day: null },
    { file: null, keptUrl: '' },
  );
}

/**
 * 'Repeat last session': logs the copy (one idempotency key per tap) and refreshes lists and statistics;
 * offline the copy waits in the outbox (docs/decisions/032).
 */
export function useRepeatSession() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (last: Session) => {
      const form = repeatFormData(last);
      const idempotencyKey = newIdempotencyKey();
      const write = {
        action: 'create' as const,
        targetId: null,
        idempotencyKey,
        body: form,
        preview: sessionPreview(form),
      };
      return sendOrQueue(write, () => createSession(form, idempotencyKey));
    },
    onSuccess: (result) => {
      if (isQueued(result)) return;
      return queryClient.invalidateQueries({ queryKey: sessionKeys.all });
    },
  });
}
