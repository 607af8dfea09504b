import type { ReactNode } from 'react';
import { ScreenSkeleton } from '#client/components/screen-skeleton.tsx';
import { useUser } from '#client/lib/auth.ts';
import { ProfileContent } from './profile-content.tsx';
import { ProfileHeader } from './profile-header.tsx';

/**
 * /profile: the Account card, the admin-only Website Integration card, Recent Sessions, then `privacy` (the
 * privacy feature's Privacy and Your data cards, which the app puts in: a feature imports no other).
 */
export function ProfilePage({ privacy }: { privacy: ReactNode }) {
  const { data: user } = useUser({ account: true });
  // The route guard only renders this page with a user; the skeleton covers the moment after logout.
  if (!user) return <ScreenSkeleton shape="profile" chrome />;
  return (
    <div className="min-h-dvh bg-slate-50">
      <ProfileHeader isAdmin={user.isAdmin} />
      <main className="mx-auto max-w-3xl space-y-6 px-4 py-6 sm:py-10">
        <h1 className="text-2xl font-bold tracking-tight text-slate-900">Profile</h1>
        <ProfileContent user={user} privacy={privacy} />
      </main>
    </div>
  );
}
