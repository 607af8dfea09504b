import type { ReactNode } from 'react';
import { PreferencesCard } from '#client/components/preferences-card.tsx';
import { NavButton } from '#client/components/ui/nav-button.tsx';
import { useT } from '#client/lib/i18n/use-t.ts';
import type { PublicUser } from '#shared/schemas/user.ts';
import '../messages.ts';
import { AccountCard } from './account-card.tsx';
import { RecentSessionsCard } from './recent-sessions-card.tsx';
import { WebsiteIntegrationCard } from './website-integration-card.tsx';

/**
 * The profile's cards under its heading (docs/decisions/051): Account, Preferences, the admin-only Website
 * Integration, Recent Sessions, then `privacy` (the privacy feature's Your data and Privacy cards, which the
 * app puts in) and 'Save Changes', which only goes home (spec section 2): every setting is saved as it
 * changes.
 */
export function ProfileContent({ user, privacy }: { user: PublicUser; privacy: ReactNode }) {
  const t = useT();
  return (
    <>
      <AccountCard user={user} />
      <PreferencesCard />
      {user.isAdmin ? <WebsiteIntegrationCard /> : null}
      <RecentSessionsCard />
      {privacy}
      <div className="flex flex-col items-stretch gap-2 sm:flex-row sm:items-center sm:justify-end">
        <p className="text-sm text-slate-600">{t('profile.savedAsYouGo')}</p>
        <NavButton href="/">{t('profile.saveChanges')}</NavButton>
      </div>
    </>
  );
}
