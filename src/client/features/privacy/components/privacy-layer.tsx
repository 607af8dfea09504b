import { lazy, Suspense, useCallback, useEffect } from 'react';
import { useLocation } from 'wouter';
import { useAppConfig } from '#client/api/app-config.ts';
import { useConsent } from '#client/api/consent.ts';
import { usePreferences } from '#client/api/preferences.ts';
import { catalogsReady } from '#client/lib/i18n/i18n.ts';
import { applyNeutralDocument, discreetHint } from '../hooks/neutral-document.ts';
import { quickHide, useQuickHideShortcut } from '../hooks/quick-hide.ts';
import { QuickHideButton } from './quick-hide-button.tsx';

const DEFAULT_QUICK_HIDE_URL = 'https://www.wikipedia.org/';
// Loaded only for a customer who has not accepted the notice: most never need it again.
const PrivacyNoticeDialog = lazy(() =>
  import('./privacy-notice-dialog.tsx').then(async (m) => {
    // Its words in the language shown before it opens (docs/decisions/067).
    await catalogsReady();
    return { default: m.PrivacyNoticeDialog };
  }),
);

// Before the first render: a browser that last saw discreet mode on never shows the real title. The tab's
// icon is set here too, the neutral one or the app's: index.html names an empty one, so that it never shows
// the app's icon to a discreet customer, and the browser asks for no /favicon.ico (a 404) meanwhile.
if (typeof document !== 'undefined') applyNeutralDocument(discreetHint());

/**
 * Privacy over every screen (docs/decisions/022): the notice until it is accepted, and in discreet mode
 * the neutral title and icon, the quick-hide button and its shortcut (Escape twice).
 */
export function PrivacyLayer({ trackerPaths }: { trackerPaths: readonly string[] }) {
  const [path] = useLocation();
  // Where the notice is asked for and quick-hide shown: the tracker's screens and the profile (the app's
  // registry of screens says which).
  const onTracker = trackerPaths.includes(path);
  const preferences = usePreferences();
  const consent = useConsent();
  const config = useAppConfig();
  const discreet = preferences.data?.discreetMode;
  const quickHideUrl = config.data?.quickHideUrl ?? DEFAULT_QUICK_HIDE_URL;

  useEffect(() => {
    if (discreet !== undefined) applyNeutralDocument(discreet);
  }, [discreet]);
  const hide = useCallback(() => quickHide(quickHideUrl), [quickHideUrl]);
  useQuickHideShortcut(discreet === true, hide);

  return (
    <>
      {onTracker && discreet ? (
        <>
          {/* Room at the end of the page, so the button never hides the last thing on it. */}
          <div aria-hidden="true" className="h-20" />
          <QuickHideButton onHide={hide} />
        </>
      ) : null}
      {onTracker && consent.data && !consent.data.notice.accepted ? (
        <Suspense fallback={null}>
          <PrivacyNoticeDialog />
        </Suspense>
      ) : null}
    </>
  );
}
