import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { hasCode } from '#client/lib/request.ts';
import { ADMIN_STEP_KEY } from '../api/admin-step.ts';

/**
 * ADMIN_STEP_REQUIRED on an admin read means the admin password step is gone (e.g. the login session was
 * renewed): asking for the step again lets the step gate send the admin back to /admin.
 */
export function useStepLostCheck(error: unknown) {
  const queryClient = useQueryClient();
  const lost = hasCode(error, 'ADMIN_STEP_REQUIRED');
  useEffect(() => {
    if (lost) void queryClient.invalidateQueries({ queryKey: ADMIN_STEP_KEY });
  }, [lost, queryClient]);
}
