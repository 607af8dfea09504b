import type { ReactNode } from 'react';
import { ThemeSelect } from '#client/components/theme-select.tsx';
import { NavButton } from '#client/components/ui/nav-button.tsx';
import type { PublicUser } from '#shared/schemas/user.ts';
import { AccountCard } from './account-card.tsx';
import { RecentSessionsCard } from './recent-sessions-card.tsx';
import { WebsiteIntegrationCard } from './website-integration-card.tsx';

/** The profile's cards under its heading; `privacy` is the privacy feature's cards, which the app puts in. */
export function ProfileContent({ user, privacy }: { user: PublicUser; privacy: ReactNode }) {
  return (
    <>
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
    </>
  );
}
