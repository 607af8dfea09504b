import { AppHeader } from '#client/components/layouts/app-header.tsx';
import { IdentityBadge } from '#client/components/layouts/identity-badge.tsx';
import { StoreLink } from '#client/components/layouts/store-link.tsx';
import { OutboxSync } from '#client/components/outbox-sync.tsx';
import { useUser } from '#client/lib/auth.ts';
import { useCustomerHash } from '#client/lib/use-customer-hash.ts';
import { DashboardContent } from './dashboard-content.tsx';
import { PhotosLink } from './photos-link.tsx';
import { PrivacyLink } from './privacy-link.tsx';

/** The tracker dashboard (/): summary, quote, and the Device and Measurements tabs (spec section 2). */
export function TrackerHomePage() {
  const customer = useCustomerHash();
  const { data: user } = useUser();

  return (
    <div className="min-h-dvh bg-slate-50">
      <OutboxSync />
      <AppHeader
        badge={<IdentityBadge source={customer.source} />}
        actions={
          <>
            <StoreLink />
            {customer.customerHash ? <PhotosLink /> : null}
            {customer.customerHash && !user ? <PrivacyLink /> : null}
          </>
        }
        customer={!!customer.customerHash}
      />
      <main className="mx-auto max-w-5xl px-4 py-6 sm:py-8">
        <h1 className="sr-only">Dashboard</h1>
        <DashboardContent />
      </main>
    </div>
  );
}
