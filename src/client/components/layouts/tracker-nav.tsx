import { useLayoutEffect } from 'react';
import { Link, useLocation } from 'wouter';
import { useT } from '#client/lib/i18n/use-t.ts';
import { isEmbedded } from '#client/lib/is-embedded.ts';
import { type NavDestination, navDestinations } from '#shared/screens.ts';
import { NAV_ICONS } from './nav-icons.ts';
import { LogMenu, MoreMenu } from './nav-menus.tsx';
import { DESTINATION_LABEL_IDS } from './screen-texts.ts';
import { tabClasses } from './tab-classes.ts';
import { TimerChip, useActiveTimer } from './timer-chip.tsx';
import '../messages.ts';

function Tab({ destination, current }: { destination: NavDestination; current: boolean }) {
  const t = useT();
  const Icon = NAV_ICONS[destination.name];
  return (
    <li>
      <Link
        href={destination.path}
        replace={current}
        aria-current={current ? 'page' : undefined}
        className={tabClasses(current)}
      >
        <Icon className="size-6" aria-hidden="true" />
        {t(DESTINATION_LABEL_IDS[destination.name])}
      </Link>
    </li>
  );
}

/**
 * The tracker's navigation (docs/decisions/049): Home, History, Log (a menu), Progress, Photos and More, and
 * a running or paused timer's chip. On phones a bar fixed at the bottom, from md a rail on the left; inside
 * the store's frame, which grows to the page's height, a bar at the top of the page, in its flow.
 */
export function TrackerNav() {
  const t = useT();
  const [path] = useLocation();
  const active = useActiveTimer();
  const embedded = isEmbedded();
  const [home, history, progress, photos] = navDestinations('tabs');
  const moreCurrent = navDestinations('more').some((item) => item.path === path);

  // What the fixed bar takes at the bottom of a phone's screen: styles.css turns it into --nav-space, the
  // page's bottom padding (its last content scrolls clear of the bar) and where the toasts sit.
  const bar = embedded ? null : active ? 'bar-chip' : 'bar';
  useLayoutEffect(() => {
    if (!bar) return;
    document.documentElement.dataset.nav = bar;
    return () => {
      delete document.documentElement.dataset.nav;
    };
  }, [bar]);

  const tab = (destination: NavDestination | undefined) =>
    destination ? <Tab destination={destination} current={destination.path === path} /> : null;

  return (
    <nav
      aria-label={t('nav.main')}
      // Found by the toast's placement (toast-placement.ts) in every language, unlike its label.
      data-tab-bar=""
      className={
        embedded
          ? 'border-b border-slate-200 bg-white dark:border-slate-800'
          : 'fixed inset-x-0 bottom-0 z-30 border-t border-slate-200 bg-white pb-[env(safe-area-inset-bottom)] ' +
            'md:inset-y-0 md:right-auto md:w-24 md:border-t-0 md:border-r md:pb-0 dark:border-slate-800'
      }
    >
      {active ? (
        <div
          className={
            embedded
              ? 'flex justify-center px-4 pt-2'
              : 'flex h-[3.75rem] items-center justify-center border-b border-slate-200 px-4 md:h-auto md:border-0 md:px-2 md:pt-3 dark:border-slate-800'
          }
        >
          <TimerChip {...active} rail={!embedded} />
        </div>
      ) : null}
      <ul
        className={
          embedded
            ? 'mx-auto grid max-w-xl grid-cols-6 px-1'
            : 'mx-auto grid h-16 max-w-xl grid-cols-6 px-1 md:h-auto md:grid-cols-1 md:gap-1 md:px-2 md:pt-3'
        }
      >
        {tab(home)}
        {tab(history)}
        <li>
          <LogMenu />
        </li>
        {tab(progress)}
        {tab(photos)}
        <li>
          <MoreMenu current={moreCurrent} />
        </li>
      </ul>
    </nav>
  );
}
