import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { checkinKeys, checkinSummaryQuery, saveCheckin } from '#client/api/checkins.ts';
import { goalSummaryKeys } from '#client/api/goal-summary.ts';
import { useActionKeys } from '#client/lib/idempotency-key.ts';
import { useCustomerHash } from '#client/lib/use-customer-hash.ts';
import type { Checkin } from '#shared/schemas/checkins.ts';

/** Whether home shows the notice to rest; never blocks the dashboard. */
export function useCheckinSummary() {
  const { customerHash } = useCustomerHash();
  return useQuery(checkinSummaryQuery(customerHash));
}

/**
 * Saves a session's check-in and refreshes the notice, the goal card (it rests while the notice stands), the
 * history and the entry's detail. The saves of one
 * session run one after another (a mutation scope), so the last answer tapped is the one kept.
 */
export function useSaveCheckin(sessionId: number) {
  const queryClient = useQueryClient();
  const { customerHash } = useCustomerHash();
  const keys = useActionKeys();
  return useMutation({
    mutationFn: (checkin: Checkin) => saveCheckin(sessionId, checkin, keys.keyFor({ sessionId, checkin })),
    scope: { id: `checkin-${sessionId}` },
    onSuccess: (_answer, checkin) => {
      keys.settle({ sessionId, checkin });
      return Promise.all([
        queryClient.invalidateQueries({ queryKey: checkinKeys.summary(customerHash) }),
        queryClient.invalidateQueries({ queryKey: goalSummaryKeys.all }),
        queryClient.invalidateQueries({ queryKey: checkinKeys.history }),
        queryClient.invalidateQueries({ queryKey: checkinKeys.ofSession(sessionId) }),
      ]);
    },
  });
}
