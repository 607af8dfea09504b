import { TrackerPage } from '#client/components/layouts/tracker-page.tsx';
import { PreferencesCard } from '#client/components/preferences-card.tsx';
import { useUser } from '#client/lib/auth.ts';
import { useT } from '#client/lib/i18n/use-t.ts';
import '../messages.ts';
import { PrivacyCard } from './privacy-card.tsx';
import { YourDataCard } from './your-data-card.tsx';

/**
 * /privacy: discreet mode and "Your data" for every customer, also a store customer without an account, who
 * has no profile (docs/decisions/021, 022), who finds the profile's Preferences here too (units, theme,
 * discreet mode and its names; docs/decisions/061). With an account, deleting asks for the password;
 * without one, the store confirms who it is (through its app proxy).
 */
export function PrivacyPage() {
  const t = useT();
  const { data: user, isPending } = useUser({ account: true });
  return (
    <TrackerPage title={t('screen.privacy.label')} back={{ parent: '/' }}>
      {user || isPending ? (
        <PrivacyCard />
      ) : (
        <>
          <PreferencesCard />
          <PrivacyCard withDiscreetMode={false} />
        </>
      )}
      <YourDataCard confirmWith={user ? 'password' : 'store'} />
    </TrackerPage>
  );
}
