import type { ComponentProps, ReactNode } from 'react';
import { useLocation } from 'wouter';
import { PageShell } from '#client/components/layouts/page-shell.tsx';
import { isEmbedded } from '#client/lib/is-embedded.ts';
import { useCustomerHash } from '#client/lib/use-customer-hash.ts';
import { isTabRoot } from '#shared/screens.ts';
import { OutboxSync } from '../outbox-sync.tsx';
import { IdentityBadge } from './identity-badge.tsx';
import { StoreLink } from './store-link.tsx';
import { TrackerNav } from './tracker-nav.tsx';

type TrackerPageProps = Omit<ComponentProps<typeof PageShell>, 'header' | 'nav'> & {
  /**
   * The account links in the top bar, in place of Profile and Admin (the profile's own: Dashboard and Admin
   * Dashboard, spec section 2).
   */
  links?: ReactNode;
};

/**
 * A tracker screen (the registry's nav 'tracker'): the one top bar (who is tracked, the way to the store,
 * Profile, Admin, Logout), the tab bar with the timer's chip (docs/decisions/049), and the outbox's sync
 * while it is open. A tab's root screen (Home, History, Progress, Photos) has no Back: the tab bar is the way
 * between them.
 */
export function TrackerPage({ links, back, ...props }: TrackerPageProps) {
  const customer = useCustomerHash();
  const [path] = useLocation();
  return (
    <>
      <OutboxSync />
      <PageShell
        header={{
          badge: <IdentityBadge source={customer.source} />,
          actions: <StoreLink />,
          links,
          customer: !!customer.customerHash,
        }}
        nav={{ bar: <TrackerNav />, rail: !isEmbedded() }}
        back={isTabRoot(path) ? undefined : back}
        {...props}
      />
    </>
  );
}
