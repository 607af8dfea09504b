import { LayoutDashboard, Shield } from 'lucide-react';
import { Link } from 'wouter';
import { PHONE_HIDDEN_LABEL } from '#client/components/layouts/app-header.tsx';
import { Button } from '#client/components/ui/button.tsx';

/**
 * The profile's links in the shared top bar (spec section 2: Dashboard link, Admin Dashboard link for
 * admins; the top bar adds Logout).
 */
export function ProfileLinks({ isAdmin }: { isAdmin: boolean }) {
  return (
    <>
      <Button asChild variant="outline" size="sm">
        <Link href="/" title="Dashboard">
          <LayoutDashboard aria-hidden="true" />
          <span className={PHONE_HIDDEN_LABEL}>Dashboard</span>
        </Link>
      </Button>
      {isAdmin ? (
        <Button asChild variant="outline" size="sm">
          <Link href="/admin/dashboard" title="Admin Dashboard">
            <Shield aria-hidden="true" />
            <span className={PHONE_HIDDEN_LABEL}>Admin Dashboard</span>
          </Link>
        </Button>
      ) : null}
    </>
  );
}
