import { PageShell } from '#client/components/layouts/page-shell.tsx';
import { useUser } from '#client/lib/auth.ts';
import { useCustomerHash } from '#client/lib/use-customer-hash.ts';
import { PrivacyCard } from './privacy-card.tsx';
import { YourDataCard } from './your-data-card.tsx';

/**
 * /privacy: discreet mode and "Your data" for every customer, also a store customer without an account, who
 * has no profile (docs/decisions/021, 022). With an account, deleting asks for the password; without one,
 * the store confirms who it is (through its app proxy).
 */
export function PrivacyPage() {
  const { data: user } = useUser({ account: true });
  const customer = useCustomerHash();
  return (
    <PageShell
      title="Privacy and your data"
      header={{ customer: !!customer.customerHash }}
      back={{ href: '/', label: 'Back to Dashboard' }}
    >
      <PrivacyCard />
      <YourDataCard confirmWith={user ? 'password' : 'store'} />
    </PageShell>
  );
}
