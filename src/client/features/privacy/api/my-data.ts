import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useLocation } from 'wouter';
import { callApi } from '#client/lib/api-call.ts';
import { forgetSignedInState } from '#client/lib/auth.ts';
import { fileDate, saveBlob } from '#client/lib/download.ts';
import { translate } from '#client/lib/i18n/i18n.ts';
import { toast } from '#client/lib/toast.ts';
import { deleteMyData, exportMyData } from '#shared/contracts/my-data.ts';
import { browserTimeZone } from '#shared/rules/date-formats.ts';
import type { DeletionScope } from '#shared/schemas/my-data.ts';
import '../messages.ts';

/** GET /api/my-data/export with the browser's zone, saved as my-data-YYYY-MM-DD.zip. */
async function downloadMyData(): Promise<void> {
  saveBlob(await callApi(exportMyData, { query: { tz: browserTimeZone() } }), `my-data-${fileDate()}.zip`);
}

export function useDownloadMyData() {
  return useMutation({ mutationFn: downloadMyData });
}

/** The ids of the toast that says a deletion is done. */
const DONE = {
  photos: 'privacy.done.photos',
  data: 'privacy.done.data',
  account: 'privacy.done.account',
} as const;

/**
 * POST /api/my-data/delete with the password again (a store customer without an account: none, the store's
 * signature on the request is the proof asked again), then the toast that says it is done (here, not in
 * the dialog: deleting the account leaves the page that opened it). Photos or data: every cached list is
 * refetched (they changed everywhere). The account: everything of it is forgotten and the app goes to /auth.
 */
export function useDeleteMyData() {
  const queryClient = useQueryClient();
  const [, navigate] = useLocation();
  return useMutation({
    mutationFn: ({ scope, password }: { scope: DeletionScope; password?: string }) =>
      callApi(deleteMyData, { body: password ? { scope, password } : { scope } }),
    onSuccess: async (_answer, input) => {
      // An account holder (asked for the password) gets a confirmation email; the store confirms the rest.
      toast(
        input.password
          ? { title: translate(DONE[input.scope]), description: translate('privacy.done.emailSent') }
          : { title: translate(DONE[input.scope]) },
      );
      if (input.scope === 'account') {
        forgetSignedInState(queryClient);
        navigate('/auth');
        return;
      }
      await queryClient.invalidateQueries();
    },
  });
}
