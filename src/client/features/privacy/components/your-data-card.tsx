import { Download, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { Button } from '#client/components/ui/button.tsx';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '#client/components/ui/card.tsx';
import { errorMessage } from '#client/lib/request.ts';
import { toast } from '#client/lib/toast.ts';
import type { DeletionScope } from '#shared/schemas/my-data.ts';
import { useDeleteMyData, useDownloadMyData } from '../api/my-data.ts';
import { DeleteDataDialog } from './delete-data-dialog.tsx';

/**
 * "Your data": download everything as a zip, or delete photos, all data or the account (docs/decisions/021).
 * A store customer without an account (`confirmWith` 'store') deletes photos or data, confirmed by the store.
 */
export function YourDataCard({ confirmWith = 'password' }: { confirmWith?: 'password' | 'store' }) {
  const download = useDownloadMyData();
  const remove = useDeleteMyData();
  const [scope, setScope] = useState<DeletionScope | null>(null);
  const [error, setError] = useState<string | null>(null);

  const startDownload = () =>
    download.mutate(undefined, {
      onSuccess: () => toast({ title: 'Download ready', description: 'Your data was saved as a zip file.' }),
      onError: (err) =>
        toast({
          title: 'Download failed',
          description: errorMessage(err) ?? 'Please try again later.',
          variant: 'destructive',
        }),
    });

  const open = (next: DeletionScope) => {
    setError(null);
    setScope(next);
  };
  const confirm = (password?: string) => {
    if (!scope) return;
    const what = scope;
    remove.mutate(password ? { scope: what, password } : { scope: what }, {
      onSuccess: () => setScope(null),
      onError: (err) => setError(errorMessage(err) ?? 'Something went wrong. Please try again.'),
    });
  };

  return (
    <Card aria-labelledby="your-data-title">
      <CardHeader>
        <CardTitle id="your-data-title">Your data</CardTitle>
        <CardDescription>
          Download everything stored about you, or delete it. Deleting takes effect at once.
        </CardDescription>
      </CardHeader>
      <CardContent className="space-y-4">
        <Button variant="outline" onClick={startDownload} disabled={download.isPending}>
          <Download aria-hidden="true" />
          {download.isPending ? 'Preparing...' : 'Download my data'}
        </Button>
        <div className="flex flex-col gap-2 sm:flex-row sm:flex-wrap">
          <Button variant="destructiveOutline" onClick={() => open('photos')}>
            <Trash2 aria-hidden="true" />
            Delete my photos
          </Button>
          <Button variant="destructiveOutline" onClick={() => open('data')}>
            <Trash2 aria-hidden="true" />
            Delete all my data
          </Button>
          {confirmWith === 'password' ? (
            <Button variant="destructiveOutline" onClick={() => open('account')}>
              <Trash2 aria-hidden="true" />
              Delete my account
            </Button>
          ) : null}
        </div>
      </CardContent>
      <DeleteDataDialog
        scope={scope}
        confirmWith={confirmWith}
        onClose={() => setScope(null)}
        onConfirm={confirm}
        busy={remove.isPending}
        error={error}
      />
    </Card>
  );
}
