import { type ComponentType, type LazyExoticComponent, lazy } from 'react';
import { SCREEN_ROUTES, type ScreenName, type ScreenRoute } from '#shared/screens.ts';

/** A screen's component, loaded when first rendered, or sooner by `load()`. */
export type LazyPage = LazyExoticComponent<ComponentType> & { load: () => Promise<unknown> };

/** A lazily loaded screen: `name` is the component's export in the module `load` imports. */
function page<M extends Record<string, unknown>>(load: () => Promise<M>, name: keyof M & string): LazyPage {
  return Object.assign(
    lazy(() => load().then((module) => ({ default: module[name] as ComponentType }))),
    { load },
  );
}

const AuthPage = page(() => import('#client/features/auth/components/auth-page.tsx'), 'AuthPage');

/** Each screen's code, loaded when it is first shown; a screen without a page fails typecheck. */
const PAGES: Record<ScreenName, LazyPage> = {
  home: page(() => import('#client/features/tracker/components/tracker-home-page.tsx'), 'TrackerHomePage'),
  log: page(() => import('#client/features/tracker/components/log-session-page.tsx'), 'LogSessionPage'),
  timer: page(() => import('#client/features/timer/components/timer-page.tsx'), 'TimerPage'),
  history: page(() => import('#client/features/tracker/components/history-page.tsx'), 'HistoryPage'),
  entry: page(() => import('#client/features/tracker/components/entry-page.tsx'), 'EntryPage'),
  measurement: page(
    () => import('#client/features/tracker/components/edit-measurement-page.tsx'),
    'EditMeasurementPage',
  ),
  progress: page(() => import('#client/features/progress/components/progress-page.tsx'), 'ProgressPage'),
  goals: page(() => import('#client/features/goals/components/goals-page.tsx'), 'GoalsPage'),
  unsubscribe: page(
    () => import('#client/features/goals/components/unsubscribe-page.tsx'),
    'UnsubscribePage',
  ),
  photos: page(() => import('#client/features/photos/components/photos-page.tsx'), 'PhotosPage'),
  privacy: page(() => import('#client/features/privacy/components/privacy-page.tsx'), 'PrivacyPage'),
  // The profile with the privacy feature's cards: the app puts features together, not a feature.
  profile: page(() => import('./routes/profile-screen.tsx'), 'ProfileScreen'),
  adminLogin: page(() => import('#client/features/admin/components/admin-login-page.tsx'), 'AdminLoginPage'),
  adminDashboard: page(
    () => import('#client/features/admin/components/admin-dashboard-page.tsx'),
    'AdminDashboardPage',
  ),
  auth: AuthPage,
  resetPassword: page(
    () => import('#client/features/auth/components/reset-password-page.tsx'),
    'ResetPasswordPage',
  ),
  emailVerified: page(
    () => import('#client/features/auth/components/email-verified-page.tsx'),
    'EmailVerifiedPage',
  ),
  emailTest: page(() => import('#client/features/admin/components/email-test-page.tsx'), 'EmailTestPage'),
  verifyEmail: page(
    () => import('#client/features/auth/components/verify-email-page.tsx'),
    'VerifyEmailPage',
  ),
  anyAuth: AuthPage,
};

export interface Screen extends ScreenRoute {
  name: ScreenName;
  Page: LazyPage;
}

/** The registry of screens (src/shared/screens.ts), each with its page, in the order the router tries them. */
export const SCREENS: readonly Screen[] = (Object.keys(SCREEN_ROUTES) as ScreenName[]).map((name) => ({
  name,
  ...(SCREEN_ROUTES[name] as ScreenRoute),
  Page: PAGES[name],
}));
