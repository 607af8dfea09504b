import { LayoutDashboard, LogOut, Shield } from 'lucide-react';
import { Link } from 'wouter';
import { Button } from '#client/components/ui/button.tsx';
import { useLogout } from '#client/lib/auth.ts';

/** Dashboard link, Admin Dashboard link (admins only) and Logout. */
export function ProfileHeader({ isAdmin }: { isAdmin: boolean }) {
  const logout = useLogout();
  return (
    <header className="border-b border-slate-200 bg-white">
      <nav
        aria-label="Profile"
        className="mx-auto flex max-w-3xl flex-wrap items-center justify-between gap-2 px-4 py-3"
      >
        <div className="flex flex-wrap items-center gap-2">
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
        </div>
        <Button variant="ghost" size="sm" onClick={() => logout.mutate()} disabled={logout.isPending}>
          <LogOut aria-hidden="true" />
          Logout
        </Button>
      </nav>
    </header>
  );
}
