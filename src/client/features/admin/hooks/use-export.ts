import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { translate } from '#client/lib/i18n/i18n.ts';
import { errorMessage, hasCode, isHttpError } from '#client/lib/request.ts';
import { toast } from '#client/lib/toast.ts';
import { ADMIN_STEP_KEY } from '../api/admin-step.ts';
import { type DownloadFile, downloadFile } from '../api/download-file.ts';
import { PHOTO_ACCESS_KEY } from '../api/photo-access.ts';
import '../messages.ts';

/**
 * The failure text of an export (spec section 8: 'Export failed: {status text}' or 'Failed to export
 * data'). The server's own message, when it sends one (e.g. 'No account found for x'), is the most precise
 * status text there is, so it is shown as it stands; a bare HTTP failure shows its status text.
 */
export function exportFailureText(err: unknown): string {
  const message = errorMessage(err);
  if (message) return message;
  // A body that is not our JSON (a proxy's error page) says nothing readable: the status number does.
  if (isHttpError(err))
    return translate('admin.export.failedStatus', { status: (!err.body && err.statusText) || err.status });
  return translate('admin.export.failedData');
}

/**
 * The dashboard's one export at a time (spec section 4: idle and exporting; while exporting, every export
 * button is disabled), with its toasts.
 */
export function useExport() {
  const queryClient = useQueryClient();
  const mutation = useMutation({
    mutationFn: downloadFile,
    // An export with images is now in the photo-access audit.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: PHOTO_ACCESS_KEY }),
    // The admin password step is gone: the step gate checks again and sends to /admin.
    onError: (err) => {
      if (hasCode(err, 'ADMIN_STEP_REQUIRED'))
        void queryClient.invalidateQueries({ queryKey: ADMIN_STEP_KEY });
    },
  });
  const exporting = mutation.isPending;
  // An export with images whose admin step is too old waits here for the admin password again.
  const [awaitingPassword, setAwaitingPassword] = useState<DownloadFile | null>(null);

  const start = (file: DownloadFile) => {
    if (exporting) return;
    toast({ title: translate('admin.export.preparing') });
    mutation.mutate(file, {
      onSuccess: () =>
        toast({
          title: translate('admin.export.complete'),
          description: translate('admin.export.completeText'),
        }),
      onError: (err) => {
        if (hasCode(err, 'ADMIN_REAUTH_REQUIRED')) return setAwaitingPassword(file);
        toast({
          title: translate('admin.export.failed'),
          description: exportFailureText(err),
          variant: 'destructive',
        });
      },
    });
  };

  return {
    exporting,
    /** The export waiting for the admin password again (docs/decisions/022), or null. */
    awaitingPassword,
    /** The admin password was entered again: start the waiting export. */
    resume: () => {
      const file = awaitingPassword;
      setAwaitingPassword(null);
      if (file) start(file);
    },
    cancelResume: () => setAwaitingPassword(null),
    /** The path being exported, to mark its button busy. */
    currentPath: exporting ? mutation.variables?.path : undefined,
    start,
  };
}

export type ExportControl = ReturnType<typeof useExport>;
