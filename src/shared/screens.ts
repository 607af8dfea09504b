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
  /** What the screen is called where a way back names it ("Back to History"). */
  title?: string;
  /**
   * Where the tracker's navigation offers the screen (docs/decisions/049): a tab of the bar, an item of the
   * Log menu, or of More; `label` is the item's text.
   */
  destination?: { label: string; place: NavPlace };
}

/** The parts of the tracker's navigation: the tab bar, its Log menu, its More menu. */
export type NavPlace = 'tabs' | 'log' | 'more';

const trackerScreen = { access: 'customer', storeLogin: true, nav: 'tracker' } as const;

/**
 * Every screen of the app, by name, in the order the router tries them; the 404 page answers any other
 * path. The client gives each its page (src/client/app/screens.ts); the server reads it for a page load's
 * preload hints (src/server/http/read-hints.ts).
 */
export const SCREEN_ROUTES = {
  home: { path: '/', ...trackerScreen, title: 'Dashboard', destination: { label: 'Home', place: 'tabs' } },
  log: {
    path: '/log',
    ...trackerScreen,
    title: 'Log Session',
    destination: { label: 'Log session', place: 'log' },
  },
  timer: {
    path: '/timer',
    ...trackerScreen,
    title: 'Timer',
    destination: { label: 'Start timer', place: 'log' },
  },
  history: {
    path: '/history',
    ...trackerScreen,
    title: 'History',
    destination: { label: 'History', place: 'tabs' },
  },
  // One entry in full: /entry?id={id} (docs/decisions/048).
  entry: { path: '/entry', ...trackerScreen, title: 'Entry' },
  // A new measurement; ?edit={id} or ?pending={client id} corrects one.
  measurement: {
    path: '/measurement',
    ...trackerScreen,
    title: 'Measurement',
    destination: { label: 'Log measurement', place: 'log' },
  },
  progress: {
    path: '/progress',
    ...trackerScreen,
    title: 'Progress',
    destination: { label: 'Progress', place: 'tabs' },
  },
  goals: { path: '/goals', ...trackerScreen, title: 'Goals', destination: { label: 'Goals', place: 'more' } },
  unsubscribe: { path: '/unsubscribe', access: 'anyone' },
  photos: {
    path: '/photos',
    ...trackerScreen,
    title: 'Photos',
    destination: { label: 'Photos', place: 'tabs' },
  },
  privacy: {
    path: '/privacy',
    ...trackerScreen,
    title: 'Privacy',
    destination: { label: 'Privacy and your data', place: 'more' },
  },
  profile: {
    path: '/profile',
    access: 'account',
    nav: 'tracker',
    title: 'Profile',
    destination: { label: 'Profile', place: 'more' },
  },
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

/** The screens the tracker's navigation offers (those with a `destination`). */
export type DestinationName = {
  [Name in ScreenName]: (typeof SCREEN_ROUTES)[Name] extends { destination: object } ? Name : never;
}[ScreenName];

/** A screen the tracker's navigation offers. */
export interface NavDestination {
  name: DestinationName;
  path: string;
  label: string;
  access: ScreenAccess;
}

/** The screens of one part of the tracker's navigation, in the registry's order. */
export function navDestinations(place: NavPlace): NavDestination[] {
  return (Object.keys(SCREEN_ROUTES) as ScreenName[]).flatMap((name) => {
    const route: ScreenRoute = SCREEN_ROUTES[name];
    if (route.destination?.place !== place || typeof route.path !== 'string') return [];
    const destination = { path: route.path, label: route.destination.label, access: route.access };
    return [{ name: name as DestinationName, ...destination }];
  });
}

/** The title of the screen at `pathname` ("History"), for a way back that names it; undefined if none. */
export function screenTitleAt(pathname: string): string | undefined {
  const name = screenAt(pathname);
  return name ? (SCREEN_ROUTES[name] as ScreenRoute).title : undefined;
}

/**
 * Whether the screen at `pathname` is a tab's root (a destination of the tab bar): it has no Back, the tab
 * bar is the way between tabs (docs/decisions/049).
 */
export function isTabRoot(pathname: string): boolean {
  const name = screenAt(pathname);
  return name ? (SCREEN_ROUTES[name] as ScreenRoute).destination?.place === 'tabs' : false;
}
