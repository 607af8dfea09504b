import { lazy, Suspense, useEffect } from 'react';
import { Route, Switch } from 'wouter';
import { LoadingSpinner } from '#client/components/ui/spinner.tsx';
import { RouteGuard } from './route-guard.tsx';
import { NotFoundPage } from './routes/not-found-page.tsx';
import { SCREENS, type Screen } from './screens.ts';

// The admin password step: admin code stays out of what every customer downloads.
const AdminStepGate = lazy(() =>
  import('#client/features/admin/components/admin-step-gate.tsx').then((m) => ({ default: m.AdminStepGate })),
);

/** A screen behind its guard: the route guard for all but open screens, and the admin password step. */
function ScreenPage({ screen }: { screen: Screen }) {
  const { Page, access } = screen;
  // The screen's code starts loading now, while the guard still waits for the user's answer.
  useEffect(() => void Page.load(), [Page]);
  if (access === 'anyone') return <Page />;
  return (
    <RouteGuard screen={screen}>
      {access === 'admin' ? (
        <AdminStepGate>
          <Page />
        </AdminStepGate>
      ) : (
        <Page />
      )}
    </RouteGuard>
  );
}

/** The routes of spec section 2, from the registry of screens (src/shared/screens.ts). */
export function AppRouter() {
  return (
    <Suspense fallback={<LoadingSpinner />}>
      <Switch>
        {SCREENS.map((screen) => (
          <Route key={screen.name} path={screen.path}>
            <ScreenPage screen={screen} />
          </Route>
        ))}
        <Route component={NotFoundPage} />
      </Switch>
    </Suspense>
  );
}
