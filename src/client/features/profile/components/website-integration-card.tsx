import { Download } from 'lucide-react';
import { useId } from 'react';
import { Button } from '#client/components/ui/button.tsx';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '#client/components/ui/card.tsx';
import { CopyButton } from '#client/components/ui/copy-button.tsx';
import { Input } from '#client/components/ui/input.tsx';
import { Label } from '#client/components/ui/label.tsx';
import { Spinner } from '#client/components/ui/spinner.tsx';
import { Textarea } from '#client/components/ui/textarea.tsx';
import { isHttpError } from '#client/lib/request.ts';
import { toast } from '#client/lib/toast.ts';
import type { InvitationProof } from '#shared/schemas/customer.ts';
import { embedCode, useEmbedInvitation, useOwnCustomerHash } from '../api/customer-hash.ts';
import { useExportOwnSessions } from '../api/export-sessions.ts';

const copyFailed = () =>
  toast({
    title: 'Copy failed',
    description: 'Select the text and copy it with your keyboard.',
    variant: 'destructive',
  });

/**
 * The admin-only Website Integration card (spec section 2, Profile): the admin's customer hash, the embed
 * code for it, and 'Export CSV' of the admin's own sessions.
 */
export function WebsiteIntegrationCard() {
  const hash = useOwnCustomerHash();
  const exporter = useExportOwnSessions();
  const hashId = useId();
  const codeId = useId();
  const customerHash = hash.data ?? null;
  const invitation = useEmbedInvitation(!!customerHash);
  const code = invitation.data ? safeEmbedCode(invitation.data) : null;
  const codePending = hash.isPending || (!!customerHash && invitation.isPending);

  const exportCsv = () =>
    exporter.mutate(undefined, {
      onSuccess: (result) =>
        result === 'empty'
          ? toast({
              title: 'Export Failed',
              description: 'No data available to export',
              variant: 'destructive',
            })
          : toast({ title: 'Export Complete', description: 'Your data has been exported successfully' }),
      onError: (err) =>
        toast({
          title: 'Export Failed',
          description: isHttpError(err)
            ? `Export failed: ${err.statusText || err.status}`
            : 'Failed to export data',
          variant: 'destructive',
        }),
    });

  return (
    <Card aria-labelledby="website-integration-title">
      <CardHeader>
        <CardTitle id="website-integration-title">Website Integration</CardTitle>
        <CardDescription>
          Embed the tracker in your store for this customer hash. The code works once, within 10 minutes: use
          it to try the embedding (store customers sign in through the store).
        </CardDescription>
      </CardHeader>
      <CardContent className="space-y-5">
        <div className="space-y-2">
          <Label htmlFor={hashId}>Customer Hash</Label>
          {hash.isPending ? (
            <p role="status" className="flex items-center gap-2 text-sm text-slate-600">
              <Spinner />
              Loading customer hash...
            </p>
          ) : customerHash ? (
            <div className="flex gap-2">
              <Input id={hashId} value={customerHash} readOnly className="font-mono" />
              <CopyButton value={customerHash} what="customer hash" onCopyError={copyFailed} />
            </div>
          ) : (
            <p role="alert" className="text-sm text-red-700">
              Failed to load customer hash
            </p>
          )}
        </div>
        <div className="space-y-2">
          <Label htmlFor={codeId}>Embed Code</Label>
          {codePending ? null : code ? (
            <>
              <Textarea id={codeId} value={code} readOnly rows={3} className="font-mono text-xs sm:text-xs" />
              <CopyButton value={code} what="embed code" onCopyError={copyFailed} />
            </>
          ) : (
            <p role="alert" className="text-sm text-red-700">
              Failed to generate embed code
            </p>
          )}
        </div>
        <div className="border-t border-slate-100 pt-4">
          <Button variant="outline" onClick={exportCsv} disabled={exporter.isPending}>
            <Download aria-hidden="true" />
            Export CSV
          </Button>
        </div>
      </CardContent>
    </Card>
  );
}

/** The embed code, or null when it cannot be made (no page origin). */
function safeEmbedCode(invitation: InvitationProof): string | null {
  try {
    const origin = window.location.origin;
    return origin && origin !== 'null' ? embedCode(origin, invitation) : null;
  } catch {
    return null;
  }
}
