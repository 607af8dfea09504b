import { ArrowLeft } from 'lucide-react';
import { useState } from 'react';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '#client/components/ui/card.tsx';
import { NavButton } from '#client/components/ui/nav-button.tsx';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '#client/components/ui/tabs.tsx';
import { errorMessage, isHttpError } from '#client/lib/request.ts';
import { toast } from '#client/lib/toast.ts';
import type { TestEmailValues } from '#shared/schemas/test-email.ts';
import { useSendTestEmail } from '../api/test-email.ts';
import { AdminHeader } from './admin-header.tsx';
import { EmailTestForm } from './email-test-form.tsx';
import { EmailTestInfo } from './email-test-info.tsx';
import { EMAIL_TYPE_LABELS, METHOD_INFO } from './email-test-methods.ts';
import { EmailTestResponse, parseIfJson, type TestEmailOutcome } from './email-test-response.tsx';

type Tab = 'response' | 'information';

/** /email-test (spec section 2): send a test email by one of four methods and read the raw answer. */
export function EmailTestPage() {
  const send = useSendTestEmail();
  const [outcome, setOutcome] = useState<TestEmailOutcome>({ status: 'none' });
  const [tab, setTab] = useState<Tab>('response');

  const onSend = (values: TestEmailValues) =>
    send.mutate(values, {
      onSuccess: (reply) => {
        toast({
          title: 'Test email sent',
          description: `${EMAIL_TYPE_LABELS[values.type]} email to ${values.email} by ${METHOD_INFO[values.method].label}`,
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
            title: 'Failed to send test email',
            description: errorMessage(err) ?? 'An unknown error occurred',
            variant: 'destructive',
          });
          setOutcome({ status: 'answered', raw: { status: err.status, body: parseIfJson(err.body) } });
        } else {
          toast({ title: 'Error', description: 'Failed to connect to the server', variant: 'destructive' });
          setOutcome({ status: 'answered', raw: { error: 'Failed to connect to the server' } });
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
            Back to Admin Dashboard
          </NavButton>
        }
      />
      <main className="mx-auto max-w-5xl space-y-6 px-4 py-6 sm:py-10">
        <div>
          <h1 className="text-2xl font-bold tracking-tight text-slate-900">Email Test</h1>
          <p className="mt-1 text-sm text-slate-600">
            Send the reset-password or verification email to check that delivery works.
          </p>
        </div>
        <div className="grid gap-6 lg:grid-cols-2">
          <Card aria-labelledby="email-test-title" className="min-w-0">
            <CardHeader>
              <CardTitle id="email-test-title">Send a Test Email</CardTitle>
              <CardDescription>Choose the recipient, the email and how to send it.</CardDescription>
            </CardHeader>
            <CardContent>
              <EmailTestForm sending={send.isPending} onSend={onSend} />
            </CardContent>
          </Card>
          <Card aria-label="Results" className="min-w-0">
            <CardContent className="pt-5 sm:pt-6">
              <Tabs value={tab} onValueChange={(value) => setTab(value as Tab)}>
                <TabsList aria-label="Email test results">
                  <TabsTrigger value="response">Response</TabsTrigger>
                  <TabsTrigger value="information">Information</TabsTrigger>
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
