import type { ReactNode } from 'react';
import { ThemeSelect } from '#client/components/theme-select.tsx';
import { NavButton } from '#client/components/ui/nav-button.tsx';
import { LoadingSpinner } from '#client/components/ui/spinner.tsx';
import { useUser } from '#client/lib/auth.ts';
import { AccountCard } from './account-card.tsx';
import { ProfileHeader } from './profile-header.tsx';
import { RecentSessionsCard } from './recent-sessions-card.tsx';
import { WebsiteIntegrationCard } from './website-integration-card.tsx';

/**
 * /profile: the Account card, the admin-only Website Integration card, Recent Sessions, then `privacy` (the
 * privacy feature's Privacy and Your data cards, which the app puts in: a feature imports no other).
 */
export function ProfilePage({ privacy }: { privacy: ReactNode }) {
  const { data: user } = useUser({ account: true });
  // The route guard only renders this page with a user; the spinner covers the moment after logout.
  if (!user) return <LoadingSpinner />;
  return (
    <div className="min-h-dvh bg-slate-50">
      <ProfileHeader isAdmin={user.isAdmin} />
      <main className="mx-auto max-w-3xl space-y-6 px-4 py-6 sm:py-10">
        <h1 className="text-2xl font-bold tracking-tight text-slate-900">Profile</h1>
        <AccountCard user={user} />
        {user.isAdmin ? <WebsiteIntegrationCard /> : null}
        <RecentSessionsCard />
        {privacy}
        <ThemeSelect className="max-w-xs" />
        <div className="flex flex-wrap justify-end gap-2">
          <NavButton href="/photos" variant="outline" className="min-h-11">
            Photos
          </NavButton>
          <NavButton href="/">Save Changes</NavButton>
        </div>
      </main>
    </div>
  );
}
