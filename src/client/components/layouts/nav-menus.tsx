import { Ellipsis, ExternalLink, LogOut, Plus } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'wouter';
import { cn } from '#client/components/ui/cn.ts';
import { useLogout, useUser } from '#client/lib/auth.ts';
import { useT } from '#client/lib/i18n/use-t.ts';
import { type NavDestination, navDestinations } from '#shared/screens.ts';
import { NAV_ICONS } from './nav-icons.ts';
import { NavSheet, sheetItemClasses } from './nav-sheet.tsx';
import { DESTINATION_LABEL_IDS } from './screen-texts.ts';
import { useStore } from './store-link.tsx';
import { tabClasses } from './tab-classes.ts';
import '../messages.ts';

function DestinationItem({ destination, onChoose }: { destination: NavDestination; onChoose: () => void }) {
  const t = useT();
  const Icon = NAV_ICONS[destination.name];
  return (
    <li>
      <Link href={destination.path} onClick={onChoose} className={sheetItemClasses}>
        <Icon aria-hidden="true" />
        {t(DESTINATION_LABEL_IDS[destination.name])}
      </Link>
    </li>
  );
}

/** The tab bar's primary action: a session, a measurement, or a session with the timer (docs/decisions/049). */
export function LogMenu() {
  const t = useT();
  const [open, setOpen] = useState(false);
  return (
    <NavSheet
      title={t('nav.log')}
      open={open}
      onOpenChange={setOpen}
      trigger={
        <button type="button" className={tabClasses(false)}>
          <span className="flex size-9 items-center justify-center rounded-full bg-blue-700 text-white shadow-sm dark:bg-blue-600">
            <Plus className="size-5" aria-hidden="true" />
          </span>
          {t('nav.log')}
        </button>
      }
    >
      {navDestinations('log').map((destination) => (
        <DestinationItem key={destination.name} destination={destination} onChoose={() => setOpen(false)} />
      ))}
    </NavSheet>
  );
}

/**
 * More: the places without a tab (Goals, Privacy, and Profile for an account), the store, and Logout. A
 * store customer known only by a customer hash has no profile, so it is left out for them.
 */
export function MoreMenu({ current }: { current: boolean }) {
  const t = useT();
  const [open, setOpen] = useState(false);
  const { data: user } = useUser();
  const store = useStore();
  const logout = useLogout();
  const destinations = navDestinations('more').filter((item) => item.access === 'customer' || !!user);
  return (
    <NavSheet
      title={t('nav.more')}
      open={open}
      onOpenChange={setOpen}
      trigger={
        <button type="button" className={tabClasses(current)}>
          <Ellipsis className="size-6" aria-hidden="true" />
          {t('nav.more')}
        </button>
      }
    >
      {destinations.map((destination) => (
        <DestinationItem key={destination.name} destination={destination} onChoose={() => setOpen(false)} />
      ))}
      {store ? (
        <li>
          <a href={store.url} target="_blank" rel="noopener noreferrer" className={sheetItemClasses}>
            <ExternalLink aria-hidden="true" />
            {store.name}
            <span className="sr-only">{t('nav.newTab')}</span>
          </a>
        </li>
      ) : null}
      <li className="mt-1 border-t border-slate-200 pt-1 dark:border-slate-700">
        <button
          type="button"
          className={cn(sheetItemClasses)}
          disabled={logout.isPending}
          onClick={() => {
            setOpen(false);
            logout.mutate();
          }}
        >
          <LogOut aria-hidden="true" />
          {t('nav.logout')}
        </button>
      </li>
    </NavSheet>
  );
}
