import { LayoutDashboard, Shield } from 'lucide-react';
import { Link } from 'wouter';
import { Button } from '#client/components/ui/button.tsx';

/**
 * The profile's links in the shared top bar (spec section 2: Dashboard link, Admin Dashboard link for
 * admins; the top bar adds Logout).
 */
export function ProfileLinks({ isAdmin }: { isAdmin: boolean }) {
  return (
    <>
      <Button asChild variant="outline" size="sm">
        <Link href="/">
          <LayoutDashboard aria-hidden="true" />
          Dashboard
        </Link>
      </Button>
      {isAdmin ? (
        <Button asChild variant="outline" size="sm">
          <Link href="/admin/dashboard">
            <Shield aria-hidden="true" />
            Admin Dashboard
          </Link>
        </Button>
      ) : null}
    </>
  );
}
