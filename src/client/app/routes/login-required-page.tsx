import type { ReactNode } from 'react';
import { Link } from 'wouter';
import { Button } from '../../components/ui/button.tsx';
import { Card, CardContent, CardDescription, CardHeader } from '../../components/ui/card.tsx';

/**
 * The embedded, not-signed-in state of the route guard (spec section 4). The embedding issue passes the
 * store-login action as children; without children it offers email sign-in.
 */
export function LoginRequiredPage({ children }: { children?: ReactNode }) {
  return (
    <main className="flex min-h-dvh items-center justify-center bg-slate-50 p-4">
      <Card className="w-full max-w-md text-center">
        <CardHeader>
          <h1 className="text-2xl font-bold text-slate-900">Login Required</h1>
          <CardDescription>Please sign in to track your sessions and progress.</CardDescription>
        </CardHeader>
        <CardContent className="flex flex-col gap-3">
          {children ?? (
            <Button asChild>
              <Link href="/auth">Sign in with Email</Link>
            </Button>
          )}
        </CardContent>
      </Card>
    </main>
  );
}
