import { AlertCircle } from 'lucide-react';
import { Card, CardContent } from '../../components/ui/card.tsx';

/** Any unknown path, and admin-only routes seen by a non-admin. */
export function NotFoundPage() {
  return (
    <main className="flex min-h-dvh items-center justify-center bg-slate-50 p-4">
      <Card className="w-full max-w-md">
        <CardContent className="pt-6 sm:pt-6">
          <div className="flex items-center gap-2">
            <AlertCircle className="size-7 shrink-0 text-red-600" aria-hidden="true" />
            <h1 className="text-2xl font-bold text-slate-900">404 Page Not Found</h1>
          </div>
          <p className="mt-4 text-sm text-slate-600">Did you forget to add the page to the router?</p>
        </CardContent>
      </Card>
    </main>
  );
}
