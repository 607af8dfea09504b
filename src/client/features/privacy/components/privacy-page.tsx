import { TrackerPage } from '#client/components/layouts/tracker-page.tsx';
import { useUser } from '#client/lib/auth.ts';
import { PrivacyCard } from './privacy-card.tsx';
import { YourDataCard } from './your-data-card.tsx';

/**
 * /privacy: discreet mode and "Your data" for every customer, also a store customer without an account, who
 * has no profile (docs/decisions/021, 022). With an account, deleting asks for the password; without one,
 * the store confirms who it is (through its app proxy).
 */
export function PrivacyPage() {
  const { data: user } = useUser({ account: true });
  return (
    <TrackerPage title="Privacy and your data" back={{ parent: '/' }}>
      <PrivacyCard />
      <YourDataCard confirmWith={user ? 'password' : 'store'} />
    </TrackerPage>
  );
}
