/**
 * Who may open a screen (spec sections 2, 4 and 6):
 * - `anyone`: no route guard (sign-in, reset, the admin login, the unsubscribe link);
 * - `customer`: a signed-in account, or a store customer known only by a customer hash;
 * - `account`: a signed-in account;
 * - `admin`: a signed-in administrator who has passed the admin password step (others see the 404 page).
 */
export type ScreenAccess = 'anyone' | 'customer' | 'account' | 'admin';

export interface ScreenRoute {
  /** The route; a RegExp matches any path it finds (spec section 2: a path containing /auth). */
  path: string | RegExp;
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

const trackerScreen = { access: 'customer', storeLogin: true, nav: 'tracker' } as const;

/**
 * Every screen of the app, by name, in the order the router tries them; the 404 page answers any other
 * path. The client gives each its page (src/client/app/screens.ts); the server reads it for a page load's
 * preload hints (src/server/http/read-hints.ts).
 */
export const SCREEN_ROUTES = {
  home: { path: '/', ...trackerScreen },
  log: { path: '/log', ...trackerScreen },
  timer: { path: '/timer', ...trackerScreen },
  history: { path: '/history', ...trackerScreen },
  // One entry in full: /entry?id={id} (docs/decisions/048).
  entry: { path: '/entry', ...trackerScreen },
  measurement: { path: '/measurement', ...trackerScreen },
  progress: { path: '/progress', ...trackerScreen },
  goals: { path: '/goals', ...trackerScreen },
  unsubscribe: { path: '/unsubscribe', access: 'anyone' },
  photos: { path: '/photos', ...trackerScreen },
  privacy: { path: '/privacy', ...trackerScreen },
  profile: { path: '/profile', access: 'account', nav: 'tracker' },
  adminLogin: { path: '/admin', access: 'anyone' },
  adminDashboard: { path: '/admin/dashboard', access: 'admin' },
  auth: { path: '/auth', access: 'anyone' },
  resetPassword: { path: '/reset-password', access: 'anyone' },
  emailVerified: { path: '/email-verified', access: 'anyone' },
  emailTest: { path: '/email-test', access: 'admin', storeLogin: true },
  verifyEmail: { path: '/verify-email', access: 'anyone' },
  // Any path containing /auth counts as the authentication page (spec section 2).
  anyAuth: { path: /\/auth/, access: 'anyone' },
} as const satisfies Record<string, ScreenRoute>;

export type ScreenName = keyof typeof SCREEN_ROUTES;

/** The screen the router shows at `pathname`, if any (the first whose route matches, as the router tries). */
export function screenAt(pathname: string): ScreenName | undefined {
  return (Object.keys(SCREEN_ROUTES) as ScreenName[]).find((name) => {
    const { path } = SCREEN_ROUTES[name];
    return typeof path === 'string' ? path === pathname : path.test(pathname);
  });
}

/** The tracker's screens and the profile, where the privacy notice and discreet mode's quick-hide show. */
export const TRACKER_PATHS: readonly string[] = Object.values(SCREEN_ROUTES).flatMap((route: ScreenRoute) =>
  route.nav === 'tracker' && typeof route.path === 'string' ? [route.path] : [],
);
