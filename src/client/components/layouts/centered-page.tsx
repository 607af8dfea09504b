import type { ReactNode } from 'react';
import { Card } from '../ui/card.tsx';

/** A single card centred on the page, for the reset and email-verification screens. */
export function CenteredPage({ children }: { children: ReactNode }) {
  return (
    <main className="flex min-h-dvh items-center justify-center bg-slate-50 p-4">
      <Card className="w-full max-w-md">{children}</Card>
    </main>
  );
}
