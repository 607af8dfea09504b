import { ArrowLeft } from 'lucide-react';
import { useState } from 'react';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '#client/components/ui/card.tsx';
import { NavButton } from '#client/components/ui/nav-button.tsx';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '#client/components/ui/tabs.tsx';
import { useT } from '#client/lib/i18n/use-t.ts';
import { errorMessage, isHttpError } from '#client/lib/request.ts';
import { toast } from '#client/lib/toast.ts';
import type { TestEmailValues } from '#shared/schemas/test-email.ts';
import { useSendTestEmail } from '../api/test-email.ts';
import { AdminHeader } from './admin-header.tsx';
import { EmailTestForm } from './email-test-form.tsx';
import { EmailTestInfo } from './email-test-info.tsx';
import { EMAIL_TYPE_LABELS, METHOD_INFO } from './email-test-methods.ts';
import { EmailTestResponse, parseIfJson, type TestEmailOutcome } from './email-test-response.tsx';
import '../messages.ts';

type Tab = 'response' | 'information';

/** /email-test (spec section 2): send a test email by one of four methods and read the raw answer. */
export function EmailTestPage() {
  const t = useT();
  const send = useSendTestEmail();
  const [outcome, setOutcome] = useState<TestEmailOutcome>({ status: 'none' });
  const [tab, setTab] = useState<Tab>('response');

  const onSend = (values: TestEmailValues) =>
    send.mutate(values, {
      onSuccess: (reply) => {
        toast({
          title: t('admin.emailTest.sent'),
          description: t('admin.emailTest.sentText', {
            type: t(EMAIL_TYPE_LABELS[values.type]),
            email: values.email,
            method: METHOD_INFO[values.method].label,
          }),
        });
        setOutcome({
          status: 'answered',
          raw: { ...reply, response: { ...reply.response, body: parseIfJson(reply.response.body) } },
        });
        setTab('response');
      },
      onError: (err) => {
        if (isHttpError(err)) {
          toast({
            title: t('admin.emailTest.failed'),
            description: errorMessage(err) ?? t('admin.emailTest.unknownError'),
            variant: 'destructive',
          });
          setOutcome({ status: 'answered', raw: { status: err.status, body: parseIfJson(err.body) } });
        } else {
          const noConnection = t('admin.emailTest.noConnection');
          toast({ title: t('common.error'), description: noConnection, variant: 'destructive' });
          setOutcome({ status: 'answered', raw: { error: noConnection } });
        }
        setTab('response');
      },
    });

  return (
    <div className="min-h-dvh bg-slate-50">
      <AdminHeader
        start={
          <NavButton href="/admin/dashboard" variant="ghost" size="sm">
            <ArrowLeft aria-hidden="true" />
            {t('admin.emailTest.back')}
          </NavButton>
        }
      />
      <main className="mx-auto max-w-5xl space-y-6 px-4 py-6 sm:py-10">
        <div>
          <h1 className="text-2xl font-bold tracking-tight text-slate-900">{t('admin.emailTest.title')}</h1>
          <p className="mt-1 text-sm text-slate-600">{t('admin.emailTest.intro')}</p>
        </div>
        <div className="grid gap-6 lg:grid-cols-2">
          <Card aria-labelledby="email-test-title" className="min-w-0">
            <CardHeader>
              <CardTitle id="email-test-title">{t('admin.emailTest.formTitle')}</CardTitle>
              <CardDescription>{t('admin.emailTest.formIntro')}</CardDescription>
            </CardHeader>
            <CardContent>
              <EmailTestForm sending={send.isPending} onSend={onSend} />
            </CardContent>
          </Card>
          <Card aria-label={t('admin.emailTest.results')} className="min-w-0">
            <CardContent className="pt-5 sm:pt-6">
              <Tabs value={tab} onValueChange={(value) => setTab(value as Tab)}>
                <TabsList aria-label={t('admin.emailTest.resultsTabs')}>
                  <TabsTrigger value="response">{t('admin.emailTest.response')}</TabsTrigger>
                  <TabsTrigger value="information">{t('admin.emailTest.information')}</TabsTrigger>
                </TabsList>
                <TabsContent value="response">
                  <EmailTestResponse outcome={outcome} />
                </TabsContent>
                <TabsContent value="information">
                  <EmailTestInfo />
                </TabsContent>
              </Tabs>
            </CardContent>
          </Card>
        </div>
      </main>
    </div>
  );
}
