import { useQuery } from '@tanstack/react-query';
import { callApi } from '#client/lib/api-call.ts';
import { getAdminStep } from '#shared/contracts/admin-step.ts';

export const ADMIN_STEP_KEY = [getAdminStep.path] as const;

/** GET /api/admin/step: whether the signed-in administrator has taken the admin password step. */
function fetchAdminStep() {
  return callApi(getAdminStep);
}

/** The admin password step of this session; checked again on every admin screen (stale time 0). */
export function useAdminStep() {
  return useQuery({ queryKey: ADMIN_STEP_KEY, queryFn: fetchAdminStep, staleTime: 0 });
}
