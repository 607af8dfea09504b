import type { ComponentProps } from 'react';
import { PageShell } from '#client/components/layouts/page-shell.tsx';
import { useCustomerHash } from '#client/lib/use-customer-hash.ts';
import { OutboxSync } from '../outbox-sync.tsx';
import { IdentityBadge } from './identity-badge.tsx';
import { StoreLink } from './store-link.tsx';

/**
 * A tracker page: the shared shell with the tracker's top bar (who is tracked, and the way to the store),
 * and the outbox's sync while it is open.
 */
export function TrackerPage(props: Omit<ComponentProps<typeof PageShell>, 'header'>) {
  const customer = useCustomerHash();
  return (
    <>
      <OutboxSync />
      <PageShell
        header={{
          badge: <IdentityBadge source={customer.source} />,
          actions: <StoreLink />,
          customer: !!customer.customerHash,
        }}
        {...props}
      />
    </>
  );
}
