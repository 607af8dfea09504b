import { type ComponentType, type LazyExoticComponent, lazy } from 'react';
import type { SkeletonShape } from '#client/components/screen-skeleton.tsx';
import { catalogsReady } from '#client/lib/i18n/i18n.ts';
import { SCREEN_ROUTES, type ScreenName, type ScreenRoute, screenAt } from '#shared/screens.ts';

/** A screen's component, loaded when first rendered, or sooner by `load()`. */
export type LazyPage = LazyExoticComponent<ComponentType> & { load: () => Promise<unknown> };

/**
 * A lazily loaded screen: `name` is the component's export in the module `load` imports. Once its code is
 * in (asked for early by `load()`), the page renders at once: React.lazy gets an already settled thenable
 * and does not suspend, so no fallback flashes on the way to a screen preloaded before (docs/decisions/052).
 */
function page<M extends Record<string, unknown>>(load: () => Promise<M>, name: keyof M & string): LazyPage {
  let loading: Promise<{ default: ComponentType }> | null = null;
  let loaded: { default: ComponentType } | null = null;
  const start = () => {
    // The screen's words come with its code: its catalogs for the language shown (docs/decisions/067).
    loading ??= load().then(
      async (module) => {
        await catalogsReady();
        loaded = { default: module[name] as ComponentType };
        return loaded;
      },
      (error: unknown) => {
        loading = null; // a failed download may be asked for again
        throw error;
      },
    );
    return loading;
  };
  const settled = () => {
    const module = loaded;
    if (!module) return start();
    // biome-ignore lint/suspicious/noThenProperty: a settled thenable on purpose, read by React.lazy at once
    return { then: (onLoaded: (value: { default: ComponentType }) => unknown) => onLoaded(module) };
  };
  return Object.assign(lazy(settled as () => Promise<{ default: ComponentType }>), { load: start });
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

/**
 * The shape of each tracker screen's skeleton, shown while its code or data are on the way
 * (docs/decisions/052); the others show a spinner.
 */
const SKELETONS: Partial<Record<ScreenName, SkeletonShape>> = {
  home: 'home',
  log: 'form',
  timer: 'form',
  history: 'list',
  entry: 'detail',
  measurement: 'form',
  progress: 'chart',
  goals: 'form',
  photos: 'grid',
  privacy: 'profile',
  profile: 'profile',
};

export interface Screen extends ScreenRoute {
  name: ScreenName;
  Page: LazyPage;
  skeleton: SkeletonShape | undefined;
}

/** The registry of screens (src/shared/screens.ts), each with its page, in the order the router tries them. */
export const SCREENS: readonly Screen[] = (Object.keys(SCREEN_ROUTES) as ScreenName[]).map((name) => ({
  name,
  ...(SCREEN_ROUTES[name] as ScreenRoute),
  Page: PAGES[name],
  skeleton: SKELETONS[name],
}));

/** The tracker home, whose code the other tracker screens fetch ahead: a save or Back goes there. */
export const HOME_PAGE = PAGES.home;

/** Starts the code of the screen at `pathname` (the router's path, without the base) before the first render. */
export function preloadScreenAt(pathname: string): void {
  const name = screenAt(pathname);
  if (name) void PAGES[name].load().catch(() => undefined);
}
