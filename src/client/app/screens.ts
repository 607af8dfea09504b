import { type ComponentType, type LazyExoticComponent, lazy } from 'react';

/**
 * Who may open a screen (spec sections 2, 4 and 6):
 * - `anyone`: no route guard (sign-in, reset, the admin login, the unsubscribe link);
 * - `customer`: a signed-in account, or a store customer known only by a customer hash;
 * - `account`: a signed-in account;
 * - `admin`: a signed-in administrator who has passed the admin password step (others see the 404 page).
 */
export type ScreenAccess = 'anyone' | 'customer' | 'account' | 'admin';

export interface Screen {
  /** The route; a RegExp matches any path it finds (spec section 2: a path containing /auth). */
  path: string | RegExp;
  /** The screen's code, loaded when it is first shown. */
  Page: LazyExoticComponent<ComponentType>;
  access: ScreenAccess;
  /**
   * Inside the store with no identity at all, shows 'Login Required' with the store's login instead of the
   * auth page: every guarded screen but /profile and /admin/dashboard (spec section 4).
   */
  storeLogin?: boolean;
  /**
   * The screen's place in navigation: `tracker` for the customer's tracker and profile, where the privacy
   * notice is asked for and discreet mode's quick-hide shows.
   */
  nav?: 'tracker';
}

/** A lazily loaded screen: `name` is the component's export in the module `load` imports. */
function screen<M extends Record<string, unknown>>(
  load: () => Promise<M>,
  name: keyof M & string,
): LazyExoticComponent<ComponentType> {
  return lazy(() => load().then((module) => ({ default: module[name] as ComponentType })));
}

const AuthPage = screen(() => import('#client/features/auth/components/auth-page.tsx'), 'AuthPage');

/** Every screen of the app, in the order the router tries them; the 404 page answers any other path. */
export const SCREENS: readonly Screen[] = [
  {
    path: '/',
    Page: screen(
      () => import('#client/features/tracker/components/tracker-home-page.tsx'),
      'TrackerHomePage',
    ),
    access: 'customer',
    storeLogin: true,
    nav: 'tracker',
  },
  {
    path: '/log',
    Page: screen(() => import('#client/features/tracker/components/log-session-page.tsx'), 'LogSessionPage'),
    access: 'customer',
    storeLogin: true,
    nav: 'tracker',
  },
  {
    path: '/timer',
    Page: screen(() => import('#client/features/timer/components/timer-page.tsx'), 'TimerPage'),
    access: 'customer',
    storeLogin: true,
    nav: 'tracker',
  },
  {
    path: '/history',
    Page: screen(() => import('#client/features/tracker/components/history-page.tsx'), 'HistoryPage'),
    access: 'customer',
    storeLogin: true,
    nav: 'tracker',
  },
  {
    path: '/measurement',
    Page: screen(
      () => import('#client/features/tracker/components/edit-measurement-page.tsx'),
      'EditMeasurementPage',
    ),
    access: 'customer',
    storeLogin: true,
    nav: 'tracker',
  },
  {
    path: '/progress',
    Page: screen(() => import('#client/features/progress/components/progress-page.tsx'), 'ProgressPage'),
    access: 'customer',
    storeLogin: true,
    nav: 'tracker',
  },
  {
    path: '/goals',
    Page: screen(() => import('#client/features/goals/components/goals-page.tsx'), 'GoalsPage'),
    access: 'customer',
    storeLogin: true,
    nav: 'tracker',
  },
  {
    path: '/unsubscribe',
    Page: screen(() => import('#client/features/goals/components/unsubscribe-page.tsx'), 'UnsubscribePage'),
    access: 'anyone',
  },
  {
    path: '/photos',
    Page: screen(() => import('#client/features/photos/components/photos-page.tsx'), 'PhotosPage'),
    access: 'customer',
    storeLogin: true,
    nav: 'tracker',
  },
  {
    path: '/privacy',
    Page: screen(() => import('#client/features/privacy/components/privacy-page.tsx'), 'PrivacyPage'),
    access: 'customer',
    storeLogin: true,
    nav: 'tracker',
  },
  {
    path: '/profile',
    Page: screen(() => import('./routes/profile-screen.tsx'), 'ProfileScreen'),
    access: 'account',
    nav: 'tracker',
  },
  {
    path: '/admin',
    Page: screen(() => import('#client/features/admin/components/admin-login-page.tsx'), 'AdminLoginPage'),
    access: 'anyone',
  },
  {
    path: '/admin/dashboard',
    Page: screen(
      () => import('#client/features/admin/components/admin-dashboard-page.tsx'),
      'AdminDashboardPage',
    ),
    access: 'admin',
  },
  {
    path: '/auth',
    Page: AuthPage,
    access: 'anyone',
  },
  {
    path: '/reset-password',
    Page: screen(
      () => import('#client/features/auth/components/reset-password-page.tsx'),
      'ResetPasswordPage',
    ),
    access: 'anyone',
  },
  {
    path: '/email-verified',
    Page: screen(
      () => import('#client/features/auth/components/email-verified-page.tsx'),
      'EmailVerifiedPage',
    ),
    access: 'anyone',
  },
  {
    path: '/email-test',
    Page: screen(() => import('#client/features/admin/components/email-test-page.tsx'), 'EmailTestPage'),
    access: 'admin',
    storeLogin: true,
  },
  {
    path: '/verify-email',
    Page: screen(() => import('#client/features/auth/components/verify-email-page.tsx'), 'VerifyEmailPage'),
    access: 'anyone',
  },
  // Any path containing /auth counts as the authentication page (spec section 2).
  {
    path: /\/auth/,
    Page: AuthPage,
    access: 'anyone',
  },
];

/** The tracker's screens and the profile, where the privacy notice and discreet mode's quick-hide show. */
export const TRACKER_PATHS: readonly string[] = SCREENS.flatMap((s) =>
  s.nav === 'tracker' && typeof s.path === 'string' ? [s.path] : [],
);
