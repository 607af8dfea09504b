import { useCallback, useState } from 'react';
import { Redirect } from 'wouter';
import { Card, CardContent, CardDescription, CardHeader } from '#client/components/ui/card.tsx';
import { LoadingSpinner } from '#client/components/ui/spinner.tsx';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '#client/components/ui/tabs.tsx';
import { useUser } from '#client/lib/auth.ts';
import { useT } from '#client/lib/i18n/use-t.ts';
import { AuthPromoPanel } from './auth-promo-panel.tsx';
import { CheckInboxPanel } from './check-inbox-panel.tsx';
import { ForgotPasswordForm } from './forgot-password-form.tsx';
import { LoginForm } from './login-form.tsx';
import { RegisterForm } from './register-form.tsx';
import '../messages.ts';

type AuthTab = 'login' | 'register';

/**
 * /auth: Login and Create Account tabs; a signed-in user goes to / (spec sections 2 and 4). After a
 * registration the Login tab shows "Check your inbox" above the form; "Wrong address?" goes back to Create
 * Account with the address filled in (docs/decisions/047).
 */
export function AuthPage() {
  const t = useT();
  const { data: user, isPending } = useUser();
  const [tab, setTab] = useState<AuthTab>('login');
  const [forgotOpen, setForgotOpen] = useState(false);
  const [loginEmail, setLoginEmail] = useState('');
  /** The address the last registration's verification email went to, until it is said to be wrong. */
  const [registeredEmail, setRegisteredEmail] = useState<string | null>(null);
  const [registerEmail, setRegisterEmail] = useState('');
  const [inboxFocus, setInboxFocus] = useState(false);
  const inboxFocusTaken = useCallback(() => setInboxFocus(false), []);

  if (isPending) return <LoadingSpinner />;
  if (user) return <Redirect to="/" replace />;

  const showLogin = (email?: string) => {
    if (email !== undefined) setLoginEmail(email);
    setForgotOpen(false);
    setTab('login');
  };

  // A tab chosen by hand: an empty Create Account form (only "Wrong address?" fills it in and focuses it).
  const chooseTab = (value: string) => {
    setRegisterEmail('');
    setTab(value === 'register' ? 'register' : 'login');
  };

  const showRegistered = (email: string) => {
    setRegisteredEmail(email);
    setInboxFocus(true);
    showLogin(email);
  };

  const correctAddress = (email: string) => {
    setRegisteredEmail(null);
    setRegisterEmail(email);
    setTab('register');
  };

  return (
    <div className="min-h-dvh bg-slate-50">
      <main className="mx-auto grid max-w-5xl gap-6 px-4 py-8 sm:py-12 lg:grid-cols-2 lg:items-center lg:gap-10">
        <Card className="w-full">
          <CardHeader>
            <h1 className="text-2xl font-bold tracking-tight text-slate-900">Progress Tracker</h1>
            <CardDescription>{t('auth.intro')}</CardDescription>
          </CardHeader>
          <CardContent>
            <Tabs value={tab} onValueChange={chooseTab}>
              <TabsList>
                <TabsTrigger value="login">{t('auth.tab.login')}</TabsTrigger>
                <TabsTrigger value="register">{t('auth.tab.register')}</TabsTrigger>
              </TabsList>
              <TabsContent value="login">
                {forgotOpen ? (
                  <ForgotPasswordForm onBack={() => showLogin()} />
                ) : (
                  <>
                    {registeredEmail ? (
                      <CheckInboxPanel
                        email={registeredEmail}
                        onWrongAddress={() => correctAddress(registeredEmail)}
                        takeFocus={inboxFocus}
                        onFocusTaken={inboxFocusTaken}
                      />
                    ) : null}
                    <LoginForm
                      key={loginEmail}
                      defaultEmail={loginEmail}
                      onForgot={() => setForgotOpen(true)}
                    />
                  </>
                )}
              </TabsContent>
              <TabsContent value="register">
                <RegisterForm
                  key={registerEmail}
                  defaultEmail={registerEmail}
                  onRegistered={showRegistered}
                />
              </TabsContent>
            </Tabs>
          </CardContent>
        </Card>
        <AuthPromoPanel />
      </main>
    </div>
  );
}
