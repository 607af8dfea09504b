import type { ReactNode } from 'react';
import { TrackerPage } from '#client/components/layouts/tracker-page.tsx';
import { ScreenSkeleton } from '#client/components/screen-skeleton.tsx';
import { useUser } from '#client/lib/auth.ts';
import { useT } from '#client/lib/i18n/use-t.ts';
import '../messages.ts';
import { ProfileContent } from './profile-content.tsx';
import { ProfileLinks } from './profile-links.tsx';

/**
 * /profile: the Account card, the admin-only Website Integration card, Recent Sessions, then `privacy` (the
 * privacy feature's Privacy and Your data cards, which the app puts in: a feature imports no other). The
 * tracker's top bar and tab bar, with the profile's own links: Dashboard, Admin Dashboard, Logout.
 */
export function ProfilePage({ privacy }: { privacy: ReactNode }) {
  const { data: user } = useUser({ account: true });
  const t = useT();
  // The route guard only renders this page with a user; the skeleton covers the moment after logout.
  if (!user) return <ScreenSkeleton shape="profile" chrome />;
  return (
    <TrackerPage title={t('screen.profile.title')} links={<ProfileLinks isAdmin={user.isAdmin} />}>
      <ProfileContent user={user} privacy={privacy} />
    </TrackerPage>
  );
}
