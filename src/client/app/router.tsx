import { Suspense } from 'react';
import { Route, Switch } from 'wouter';
import { LoadingSpinner } from '#client/components/ui/spinner.tsx';
import {
  AdminDashboardPage,
  AdminLoginPage,
  AdminStepGate,
  AuthPage,
  EditMeasurementPage,
  EmailTestPage,
  EmailVerifiedPage,
  GoalsPage,
  HistoryPage,
  LogSessionPage,
  PhotosPage,
  PrivacyPage,
  ProfilePage,
  ProgressPage,
  ResetPasswordPage,
  TimerPage,
  TrackerHomePage,
  UnsubscribePage,
  VerifyEmailPage,
} from './lazy-pages.ts';
import { RouteGuard } from './route-guard.tsx';
import { NotFoundPage } from './routes/not-found-page.tsx';

// Any path containing /auth counts as the authentication page (spec section 2).
const ANY_AUTH_PATH = /\/auth/;

/** The routes of spec section 2. */
export function AppRouter() {
  return (
    <Suspense fallback={<LoadingSpinner />}>
      <Switch>
        <Route path="/">
          <RouteGuard>
            <TrackerHomePage />
          </RouteGuard>
        </Route>
        <Route path="/log">
          <RouteGuard>
            <LogSessionPage />
          </RouteGuard>
        </Route>
        <Route path="/timer">
          <RouteGuard>
            <TimerPage />
          </RouteGuard>
        </Route>
        <Route path="/history">
          <RouteGuard>
            <HistoryPage />
          </RouteGuard>
        </Route>
        <Route path="/measurement">
          <RouteGuard>
            <EditMeasurementPage />
          </RouteGuard>
        </Route>
        <Route path="/progress">
          <RouteGuard>
            <ProgressPage />
          </RouteGuard>
        </Route>
        <Route path="/goals">
          <RouteGuard>
            <GoalsPage />
          </RouteGuard>
        </Route>
        <Route path="/unsubscribe" component={UnsubscribePage} />
        <Route path="/photos">
          <RouteGuard>
            <PhotosPage />
          </RouteGuard>
        </Route>
        <Route path="/privacy">
          <RouteGuard>
            <PrivacyPage />
          </RouteGuard>
        </Route>
        <Route path="/profile">
          <RouteGuard>
            <ProfilePage />
          </RouteGuard>
        </Route>
        <Route path="/admin" component={AdminLoginPage} />
        <Route path="/admin/dashboard">
          <RouteGuard adminOnly>
            <AdminStepGate>
              <AdminDashboardPage />
            </AdminStepGate>
          </RouteGuard>
        </Route>
        <Route path="/auth" component={AuthPage} />
        <Route path="/reset-password" component={ResetPasswordPage} />
        <Route path="/email-verified" component={EmailVerifiedPage} />
        <Route path="/email-test">
          <RouteGuard adminOnly>
            <AdminStepGate>
              <EmailTestPage />
            </AdminStepGate>
          </RouteGuard>
        </Route>
        <Route path="/verify-email" component={VerifyEmailPage} />
        <Route path={ANY_AUTH_PATH} component={AuthPage} />
        <Route component={NotFoundPage} />
      </Switch>
    </Suspense>
  );
}
