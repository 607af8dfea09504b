import { AlertCircle } from 'lucide-react';
import { useT } from '#client/lib/i18n/use-t.ts';
import { Card, CardContent } from '../../components/ui/card.tsx';

/** Any unknown path, and admin-only routes seen by a non-admin. */
export function NotFoundPage() {
  const t = useT();
  return (
    <main className="flex min-h-dvh items-center justify-center bg-slate-50 p-4">
      <Card className="w-full max-w-md">
        <CardContent className="pt-6 sm:pt-6">
          <div className="flex items-center gap-2">
            <AlertCircle className="size-7 shrink-0 text-red-600" aria-hidden="true" />
            <h1 className="text-2xl font-bold text-slate-900">{t('app.notFound.title')}</h1>
          </div>
          <p className="mt-4 text-sm text-slate-600">{t('app.notFound.text')}</p>
        </CardContent>
      </Card>
    </main>
  );
}
