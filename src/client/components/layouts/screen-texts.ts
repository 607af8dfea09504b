import type { DestinationName, SCREEN_ROUTES, ScreenName } from '#shared/screens.ts';

// The message ids of each screen's title and navigation label (docs/decisions/067): the registry's English
// words (src/shared/screens.ts) are the catalogs' English; a screen with a title has one here (typecheck).

type TitledScreen = {
  [Name in ScreenName]: 'title' extends keyof (typeof SCREEN_ROUTES)[Name] ? Name : never;
}[ScreenName];

/** A titled screen's title: "History" in "Back to History". */
export const SCREEN_TITLE_IDS: Record<TitledScreen, string> = {
  home: 'screen.home.title',
  log: 'screen.log.title',
  timer: 'screen.timer.title',
  history: 'screen.history.title',
  entry: 'screen.entry.title',
  measurement: 'screen.measurement.title',
  progress: 'screen.progress.title',
  goals: 'screen.goals.title',
  photos: 'screen.photos.title',
  privacy: 'screen.privacy.title',
  profile: 'screen.profile.title',
};

/** A destination's label in the tab bar and the Log and More menus. */
export const DESTINATION_LABEL_IDS: Record<DestinationName, string> = {
  home: 'screen.home.label',
  log: 'screen.log.label',
  timer: 'screen.timer.label',
  history: 'screen.history.label',
  measurement: 'screen.measurement.label',
  progress: 'screen.progress.label',
  goals: 'screen.goals.label',
  photos: 'screen.photos.label',
  privacy: 'screen.privacy.label',
  profile: 'screen.profile.label',
};
