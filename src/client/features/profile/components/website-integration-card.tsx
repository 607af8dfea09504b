import { Download } from 'lucide-react';
import { useId } from 'react';
import { Button } from '#client/components/ui/button.tsx';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '#client/components/ui/card.tsx';
import { CopyButton } from '#client/components/ui/copy-button.tsx';
import { Input } from '#client/components/ui/input.tsx';
import { Label } from '#client/components/ui/label.tsx';
import { Spinner } from '#client/components/ui/spinner.tsx';
import { Textarea } from '#client/components/ui/textarea.tsx';
import { translate } from '#client/lib/i18n/i18n.ts';
import { useT } from '#client/lib/i18n/use-t.ts';
import { isHttpError } from '#client/lib/request.ts';
import { toast } from '#client/lib/toast.ts';
import type { InvitationProof } from '#shared/schemas/customer.ts';
import { embedCode, useEmbedInvitation, useOwnCustomerHash } from '../api/customer-hash.ts';
import { useExportOwnSessions } from '../api/export-sessions.ts';
import '../messages.ts';

const copyFailed = () =>
  toast({
    title: translate('profile.integration.copyFailed'),
    description: translate('profile.integration.copyFailedText'),
    variant: 'destructive',
  });

/**
 * The admin-only Website Integration card (spec section 2, Profile): the admin's customer hash, the embed
 * code for it, and 'Export CSV' of the admin's own sessions.
 */
export function WebsiteIntegrationCard() {
  const t = useT();
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
              title: t('profile.export.failed'),
              description: t('profile.export.empty'),
              variant: 'destructive',
            })
          : toast({ title: t('profile.export.done'), description: t('profile.export.doneText') }),
      onError: (err) =>
        toast({
          title: t('profile.export.failed'),
          description: isHttpError(err)
            ? t('profile.export.failedStatus', { status: err.statusText || err.status })
            : t('profile.export.failedText'),
          variant: 'destructive',
        }),
    });

  return (
    <Card aria-labelledby="website-integration-title">
      <CardHeader>
        <CardTitle id="website-integration-title">{t('identity.website')}</CardTitle>
        <CardDescription>{t('profile.integration.description')}</CardDescription>
      </CardHeader>
      <CardContent className="space-y-5">
        <div className="space-y-2">
          <Label htmlFor={hashId}>{t('profile.integration.hash')}</Label>
          {hash.isPending ? (
            <p role="status" className="flex items-center gap-2 text-sm text-slate-600">
              <Spinner />
              {t('profile.integration.loadingHash')}
            </p>
          ) : customerHash ? (
            <div className="flex gap-2">
              <Input id={hashId} value={customerHash} readOnly className="font-mono" />
              <CopyButton
                value={customerHash}
                what={t('profile.integration.copyHash')}
                onCopyError={copyFailed}
              />
            </div>
          ) : (
            <p role="alert" className="text-sm text-red-700">
              {t('profile.integration.hashFailed')}
            </p>
          )}
        </div>
        <div className="space-y-2">
          <Label htmlFor={codeId}>{t('profile.integration.code')}</Label>
          {codePending ? null : code ? (
            <>
              <Textarea id={codeId} value={code} readOnly rows={3} className="font-mono text-xs sm:text-xs" />
              <CopyButton value={code} what={t('profile.integration.copyCode')} onCopyError={copyFailed} />
            </>
          ) : (
            <p role="alert" className="text-sm text-red-700">
              {t('profile.integration.codeFailed')}
            </p>
          )}
        </div>
        <div className="border-t border-slate-100 pt-4">
          <Button variant="outline" onClick={exportCsv} disabled={exporter.isPending}>
            <Download aria-hidden="true" />
            {t('profile.export.button')}
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
