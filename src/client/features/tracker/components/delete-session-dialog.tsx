import { ConfirmDialog } from '#client/components/ui/confirm-dialog.tsx';
import { queuedToast } from '#client/lib/offline/queued-toast.ts';
import { isQueued } from '#client/lib/offline/send-or-queue.ts';
import { errorMessage } from '#client/lib/request.ts';
import { toast } from '#client/lib/toast.ts';
import type { Session } from '#shared/schemas/sessions.ts';
import { useDeleteSession } from '../api/delete-session.ts';

interface DeleteSessionDialogProps {
  /** The session to delete; null keeps the dialog closed. */
  session: Session | null;
  onClose: () => void;
  /** After the entry is deleted (or its deletion queued offline), e.g. to leave its detail. */
  onDeleted?: () => void;
}

/** The 'Delete Session' confirmation (spec section 2) and the delete itself. */
export function DeleteSessionDialog({ session, onClose, onDeleted }: DeleteSessionDialogProps) {
  const remove = useDeleteSession();

  const confirm = () => {
    if (!session) return;
    remove.mutate(session, {
      onSuccess: (result) => {
        toast(isQueued(result) ? queuedToast('deletion') : { title: 'Session deleted successfully!' });
        onDeleted?.();
      },
      onError: (err) =>
        toast({
          title: 'Error',
          description: errorMessage(err) ?? (err instanceof Error ? err.message : String(err)),
          variant: 'destructive',
        }),
      onSettled: onClose,
    });
  };

  return (
    <ConfirmDialog
      open={session !== null}
      onOpenChange={(open) => {
        if (!open && !remove.isPending) onClose();
      }}
      title="Delete Session"
      description="Are you sure you want to delete this session? This action cannot be undone."
      confirmLabel="Delete"
      onConfirm={confirm}
      busy={remove.isPending}
      destructive
    />
  );
}
