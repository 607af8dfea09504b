import { useQuery } from '@tanstack/react-query';
import { apiGet } from '#client/lib/request.ts';

export const ADMIN_STEP_KEY = ['/api/admin/step'] as const;

export interface AdminStep {
  /** True once this administrator entered the admin password in this session. */
  verified: boolean;
}

/** GET /api/admin/step: whether the signed-in administrator has taken the admin password step. */
export function fetchAdminStep(): Promise<AdminStep> {
  return apiGet<AdminStep>('/api/admin/step');
}

/** The admin password step of this session; checked again on every admin screen (stale time 0). */
export function useAdminStep() {
  return useQuery({ queryKey: ADMIN_STEP_KEY, queryFn: fetchAdminStep, staleTime: 0 });
}
