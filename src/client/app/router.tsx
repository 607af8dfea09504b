import { lazy, Suspense, useEffect } from 'react';
import { Route, Switch } from 'wouter';
import { ScreenSkeleton } from '#client/components/screen-skeleton.tsx';
import { LoadingSpinner } from '#client/components/ui/spinner.tsx';
import { catalogsReady } from '#client/lib/i18n/i18n.ts';
import { RouteGuard } from './route-guard.tsx';
import { NotFoundPage } from './routes/not-found-page.tsx';
import { HOME_PAGE, SCREENS, type Screen } from './screens.ts';
import { ScrollToTop } from './scroll-to-top.tsx';

// The admin password step: admin code stays out of what every customer downloads.
// Its words arrive with its code, as a screen's do (docs/decisions/067).
const AdminStepGate = lazy(() =>
  import('#client/features/admin/components/admin-step-gate.tsx').then(async (m) => {
    await catalogsReady();
    return { default: m.AdminStepGate };
  }),
);

/** Runs `task` when the browser is idle (soon after, where it cannot tell). */
function whenIdle(task: () => void): () => void {
  if (typeof requestIdleCallback === 'function') {
    const id = requestIdleCallback(task, { timeout: 2000 });
    return () => cancelIdleCallback(id);
  }
  const id = setTimeout(task, 200);
  return () => clearTimeout(id);
}

/**
 * While a screen's code loads: a skeleton in the tracker screen's shape with its page chrome, else a
 * spinner (docs/decisions/052).
 */
function ScreenFallback({ screen }: { screen: Screen }) {
  return screen.skeleton ? <ScreenSkeleton shape={screen.skeleton} chrome /> : <LoadingSpinner />;
}

/** A screen behind its guard: the route guard for all but open screens, and the admin password step. */
function ScreenPage({ screen }: { screen: Screen }) {
  const { Page, access } = screen;
  // The screen's code starts loading now, while the guard still waits for the user's answer. The other
  // tracker screens then fetch the home's code when idle: a save, Back or the top bar goes there, and it
  // should open at once, not behind a fallback (docs/decisions/052).
  useEffect(() => {
    const loading = Page.load().catch(() => undefined);
    if (screen.nav !== 'tracker' || Page === HOME_PAGE) return;
    let cancel = () => {};
    void loading.then(() => {
      cancel = whenIdle(() => void HOME_PAGE.load().catch(() => undefined));
    });
    return () => cancel();
  }, [Page, screen.nav]);
  const page = (
    <Suspense fallback={<ScreenFallback screen={screen} />}>
      <Page />
    </Suspense>
  );
  if (access === 'anyone') return page;
  return (
    <RouteGuard screen={screen}>
      {access === 'admin' ? <AdminStepGate>{page}</AdminStepGate> : page}
    </RouteGuard>
  );
}

/** The routes of spec section 2, from the registry of screens (src/shared/screens.ts). */
export function AppRouter() {
  return (
    <Suspense fallback={<LoadingSpinner />}>
      <ScrollToTop />
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
