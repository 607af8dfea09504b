import { ArrowLeft, Mail, UserRound } from 'lucide-react';
import { NavButton } from '#client/components/ui/nav-button.tsx';
import { useT } from '#client/lib/i18n/use-t.ts';
import { useExport } from '../hooks/use-export.ts';
import { AdminHeader } from './admin-header.tsx';
import { AdminReauthDialog } from './admin-reauth-dialog.tsx';
import { DataRequestsCard } from './data-requests-card.tsx';
import { ExportByEmailCard } from './export-by-email-card.tsx';
import { ExportDataCard } from './export-data-card.tsx';
import { PhotoAccessCard } from './photo-access-card.tsx';
import { UserSessionsCard } from './user-sessions-card.tsx';
import '../messages.ts';

/**
 * /admin/dashboard (spec section 2): exports and the 'User Sessions' list, one export at a time; the
 * photo-access audit, and the admin password again before an export with images when it is old.
 */
export function AdminDashboardPage() {
  const t = useT();
  const control = useExport();
  return (
    <div className="min-h-dvh bg-slate-50">
      <AdminHeader
        start={
          <NavButton href="/profile" variant="ghost" size="sm">
            <ArrowLeft aria-hidden="true" />
            {t('nav.back')}
          </NavButton>
        }
        end={
          <>
            <NavButton href="/email-test" variant="outline" size="sm">
              <Mail aria-hidden="true" />
              {t('admin.emailTest.title')}
            </NavButton>
            <NavButton href="/profile" variant="outline" size="sm">
              <UserRound aria-hidden="true" />
              {t('admin.backToProfile')}
            </NavButton>
          </>
        }
      />
      <main className="mx-auto max-w-5xl space-y-6 px-4 py-6 sm:py-10">
        <div>
          <h1 className="text-2xl font-bold tracking-tight text-slate-900">{t('admin.dashboard.title')}</h1>
          <p className="mt-1 text-sm text-slate-600">{t('admin.dashboard.intro')}</p>
        </div>
        <div className="grid gap-6 lg:grid-cols-2">
          <ExportDataCard control={control} />
          <ExportByEmailCard control={control} />
        </div>
        <UserSessionsCard control={control} />
        <DataRequestsCard control={control} />
        <PhotoAccessCard />
      </main>
      <AdminReauthDialog
        open={!!control.awaitingPassword}
        onOpenChange={(open) => !open && control.cancelResume()}
        onConfirmed={control.resume}
      />
    </div>
  );
}
