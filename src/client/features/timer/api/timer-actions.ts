import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  currentTimerQuery,
  discardTimer,
  finishTimer,
  pauseTimer,
  resumeTimer,
  startTimer,
  timerKeys,
  timerView,
} from '#client/api/timer.ts';
import { useCustomerHash } from '#client/lib/use-customer-hash.ts';
import type { TimerStart } from '#shared/schemas/timer.ts';

/** The customer's running or paused timer (null when none), with the server clock's offset. */
export function useCurrentTimer() {
  const { customerHash } = useCustomerHash();
  return useQuery(currentTimerQuery(customerHash));
}

type Action =
  | { kind: 'start'; body: TimerStart }
  | { kind: 'pause' | 'resume' | 'finish' | 'discard'; id: number };

async function run(action: Action) {
  switch (action.kind) {
    case 'start':
      return startTimer(action.body);
    case 'pause':
      return pauseTimer(action.id);
    case 'resume':
      return resumeTimer(action.id);
    case 'finish':
      return finishTimer(action.id);
    case 'discard':
      await discardTimer(action.id);
      return null;
  }
}

/** Starts, pauses, resumes, finishes or discards; the answer becomes the current timer at once. */
export function useTimerAction() {
  const queryClient = useQueryClient();
  const { customerHash } = useCustomerHash();
  return useMutation({
    mutationFn: run,
    onSuccess: (timer) => queryClient.setQueryData(timerKeys.current(customerHash), timerView(timer)),
    onSettled: () => queryClient.invalidateQueries({ queryKey: timerKeys.all }),
  });
}
