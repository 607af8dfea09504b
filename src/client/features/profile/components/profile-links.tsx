import { LayoutDashboard, Shield } from 'lucide-react';
import { Link } from 'wouter';
import { PHONE_HIDDEN_LABEL } from '#client/components/layouts/app-header.tsx';
import { Button } from '#client/components/ui/button.tsx';
import { useT } from '#client/lib/i18n/use-t.ts';
import '../messages.ts';

/**
 * The profile's links in the shared top bar (spec section 2: Dashboard link, Admin Dashboard link for
 * admins; the top bar adds Logout).
 */
export function ProfileLinks({ isAdmin }: { isAdmin: boolean }) {
  const t = useT();
  return (
    <>
      <Button asChild variant="outline" size="sm">
        <Link href="/" title={t('screen.home.title')}>
          <LayoutDashboard aria-hidden="true" />
          <span className={PHONE_HIDDEN_LABEL}>{t('screen.home.title')}</span>
        </Link>
      </Button>
      {isAdmin ? (
        <Button asChild variant="outline" size="sm">
          <Link href="/admin/dashboard" title={t('profile.links.admin')}>
            <Shield aria-hidden="true" />
            <span className={PHONE_HIDDEN_LABEL}>{t('profile.links.admin')}</span>
          </Link>
        </Button>
      ) : null}
    </>
  );
}
