import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { hasStatus } from '#client/lib/request.ts';
import { ADMIN_STEP_KEY } from '../api/admin-step.ts';

/**
 * A 403 on an admin read may mean the admin password step is gone (e.g. the session was renewed): asking
 * for the step again lets the step gate send the admin back to /admin when it is.
 */
export function useStepLostCheck(error: unknown) {
  const queryClient = useQueryClient();
  const lost = hasStatus(error, 403);
  useEffect(() => {
    if (lost) void queryClient.invalidateQueries({ queryKey: ADMIN_STEP_KEY });
  }, [lost, queryClient]);
}
