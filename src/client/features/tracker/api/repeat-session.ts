import { useMutation, useQueryClient } from '@tanstack/react-query';
import { createSession, sessionKeys } from '#client/api/sessions.ts';
import { takesWeight } from '#shared/devices.ts';
import type { Session } from '#shared/schemas/sessions.ts';

/** The multipart body of a repeat: same device, duration and weight, dated now; no notes, no photo. */
export function repeatFormData(last: Session, now: Date = new Date()): FormData {
  const form = new FormData();
  form.set('device', last.device);
  form.set('duration', String(last.duration));
  if (takesWeight(last.device) && last.weight !== null) form.set('weight', String(last.weight));
  form.set('measurementUnit', last.measurementUnit);
  form.set('notes', '');
  form.set('imageUrl', '');
  form.set('date', now.toISOString());
  return form;
}

/** 'Repeat last session': logs the copy and refreshes lists and statistics. */
export function useRepeatSession() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (last: Session) => createSession(repeatFormData(last)),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: sessionKeys.all }),
  });
}
