/**
 * The tracker's screens a customer uses, also a store customer known only by a customer hash (the spec's /
 * and /log, section 6, and those added since). The route guard lets such a customer in; the privacy layer
 * asks for the notice and shows quick-hide there.
 */
export const CUSTOMER_SCREENS: readonly string[] = [
  '/',
  '/log',
  '/history',
  '/measurement',
  '/progress',
  '/photos',
  '/timer',
  '/goals',
  '/privacy',
];
