import { Clock } from 'lucide-react';
import { Card, CardDescription, CardHeader } from '../ui/card.tsx';
import { AppHeader } from './app-header.tsx';

/** A screen that a later issue fills in: the app header and a 'coming soon' card. */
export function PlaceholderPage({ title }: { title: string }) {
  return (
    <div className="min-h-dvh bg-slate-50">
      <AppHeader />
      <main className="mx-auto max-w-5xl px-4 py-6 sm:py-10">
        <h1 className="text-2xl font-bold tracking-tight text-slate-900">{title}</h1>
        <Card className="mt-6">
          <CardHeader className="flex flex-row items-center gap-3 space-y-0">
            <Clock className="size-6 shrink-0 text-blue-700" aria-hidden="true" />
            <CardDescription className="text-base">This screen is coming soon.</CardDescription>
          </CardHeader>
        </Card>
      </main>
    </div>
  );
}
