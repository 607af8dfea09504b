import { Activity, LogOut, Shield, User } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'wouter';
import { useT } from '#client/lib/i18n/use-t.ts';
import { emailLocalPart } from '#shared/rules/username.ts';
import { useLogout, useUser } from '../../lib/auth.ts';
import { Button } from '../ui/button.tsx';
import { NavButton } from '../ui/nav-button.tsx';
import { VerifyEmailBanner } from './verify-email-banner.tsx';
import '../messages.ts';

interface AppHeaderProps {
  /** Shown beside the app name, e.g. the tracker's identity badge. */
  badge?: ReactNode;
  /** Extra navigation before Profile, e.g. the tracker's link to the store. */
  actions?: ReactNode;
  /**
   * A store customer known by a customer hash is on the page: without an account they still get the
   * actions and Logout (which also ends the store identity), but no Profile or Admin.
   */
  customer?: boolean;
  /** In place of Profile and Admin: the profile's own links (Dashboard, Admin Dashboard; spec section 2). */
  links?: ReactNode;
}

/**
 * A button's words: on phones only its name (for screen readers and tooltips), so the top bar keeps to one
 * row under a fixed tab bar (docs/decisions/049); from sm up they show beside the icon.
 */
export const PHONE_HIDDEN_LABEL = 'sr-only sm:not-sr-only';

/** Profile (email local part, else username, else 'Profile') and, for admins, Admin (spec section 2). */
function AccountButtons() {
  const t = useT();
  const { data: user } = useUser();
  if (!user) return null;
  const profileLabel = emailLocalPart(user.email) || user.username || t('nav.profile');
  return (
    <>
      <NavButton href="/profile" variant="outline" size="sm" className="max-w-[10rem]" title={profileLabel}>
        <User aria-hidden="true" />
        <span className={`${PHONE_HIDDEN_LABEL} sm:truncate`}>{profileLabel}</span>
      </NavButton>
      {user.isAdmin ? (
        <NavButton href="/admin/dashboard" variant="outline" size="sm" title="Admin">
          <Shield aria-hidden="true" />
          <span className={PHONE_HIDDEN_LABEL}>Admin</span>
        </NavButton>
      ) : null}
    </>
  );
}

/**
 * The app's top bar: name, Profile, Admin, Logout; and under it, while the account's email is not verified,
 * the reminder to verify it.
 */
export function AppHeader({ badge, actions, customer = false, links }: AppHeaderProps = {}) {
  const t = useT();
  const { data: user } = useUser();
  const logout = useLogout();
  return (
    <>
      <header className="border-b border-slate-200 bg-white">
        <div className="mx-auto flex max-w-5xl items-center justify-between gap-x-2 px-4 py-2 sm:gap-x-4 sm:py-3">
          <div className="flex min-w-0 items-center gap-2">
            <Link
              href="/"
              title="Progress Tracker"
              className="flex min-h-11 min-w-11 shrink-0 items-center gap-2 rounded-md font-semibold text-slate-900 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-blue-600"
            >
              <Activity className="size-5 text-blue-700" aria-hidden="true" />
              <span className={PHONE_HIDDEN_LABEL}>Progress Tracker</span>
            </Link>
            {badge}
          </div>
          {user || customer ? (
            <nav aria-label={t('nav.account')} className="flex shrink-0 items-center gap-1.5 sm:gap-2">
              {actions}
              {links ?? <AccountButtons />}
              <Button
                variant="ghost"
                size="sm"
                onClick={() => logout.mutate()}
                disabled={logout.isPending}
                title={t('nav.logout')}
              >
                <LogOut aria-hidden="true" />
                <span className={PHONE_HIDDEN_LABEL}>{t('nav.logout')}</span>
              </Button>
            </nav>
          ) : null}
        </div>
      </header>
      <VerifyEmailBanner />
    </>
  );
}
