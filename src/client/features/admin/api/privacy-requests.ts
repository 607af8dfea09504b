import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '#client/lib/api-call.ts';
import { fileDate } from '#client/lib/download.ts';
import { exportPrivacyRequest, listPrivacyRequests } from '#shared/contracts/privacy-requests.ts';
import { exportFile } from './download-file.ts';

export const privacyRequestsQuery = queryOptions({
  queryKey: ['/api/admin/privacy-requests'],
  queryFn: () => callApi(listPrivacyRequests),
  staleTime: 0,
});

/** The store's privacy requests (Shopify webhooks), newest first. */
export function usePrivacyRequests() {
  return useQuery(privacyRequestsQuery);
}

/** The zip of a data request: the customer's own "Download my data". */
export const dataRequestFile = (id: number) =>
  exportFile(exportPrivacyRequest, { id }, `data-request-${id}-${fileDate()}.zip`);
