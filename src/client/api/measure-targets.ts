import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { callApi } from '#client/lib/api-call.ts';
import { useCustomerHash } from '#client/lib/use-customer-hash.ts';
import * as contracts from '#shared/contracts/measure-targets.ts';
import { browserTimeZone } from '#shared/rules/date-formats.ts';
import type { MeasurePointName, MeasureTargetBody } from '#shared/schemas/measure-targets.ts';

/** The query keys of the measurement targets, one entry per customer hash. */
export const measureTargetKeys = {
  all: [contracts.getMeasureTargets.path] as const,
  mine: (customerHash: string | null) => [...measureTargetKeys.all, customerHash] as const,
};

/** GET /api/goals/targets in the browser's zone: each target, its measurements and its projection. */
export function useMeasureTargets() {
  const { customerHash } = useCustomerHash();
  return useQuery(
    queryOptions({
      queryKey: measureTargetKeys.mine(customerHash),
      queryFn: () => callApi(contracts.getMeasureTargets, { query: { tz: browserTimeZone() } }),
      enabled: !!customerHash,
    }),
  );
}

/** PUT /api/goals/targets/:point; reads the targets again. */
export function useSaveMeasureTarget() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ point, body }: { point: MeasurePointName; body: MeasureTargetBody }) =>
      callApi(contracts.saveMeasureTarget, { params: { point }, query: { tz: browserTimeZone() }, body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: measureTargetKeys.all }),
  });
}

/** DELETE /api/goals/targets/:point; reads the targets again. */
export function useDeleteMeasureTarget() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (point: MeasurePointName) =>
      callApi(contracts.deleteMeasureTarget, { params: { point }, query: { tz: browserTimeZone() } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: measureTargetKeys.all }),
  });
}
