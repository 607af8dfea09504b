import { Component, type ErrorInfo, type ReactNode } from 'react';
import { navigate } from 'wouter/use-browser-location';
import { appPath } from '#client/lib/base-path.ts';
import { useT } from '#client/lib/i18n/use-t.ts';
import { Button } from '../components/ui/button.tsx';

interface State {
  error: Error | null;
}

/** Catches render errors anywhere below and shows the spec's 'Something went wrong' screen. */
export class ErrorBoundary extends Component<{ children: ReactNode }, State> {
  override state: State = { error: null };

  static getDerivedStateFromError(error: unknown): State {
    return { error: error instanceof Error ? error : new Error(String(error)) };
  }

  override componentDidCatch(error: Error, info: ErrorInfo): void {
    console.error('Uncaught render error', error, info.componentStack);
  }

  private readonly tryAgain = () => {
    navigate(appPath('/'));
    this.setState({ error: null });
  };

  override render() {
    const { error } = this.state;
    if (!error) return this.props.children;
    return <ErrorScreen message={error.message} onTryAgain={this.tryAgain} />;
  }
}

/** The spec's 'Something went wrong' screen, in the language shown (the shell's words). */
function ErrorScreen({ message, onTryAgain }: { message: string; onTryAgain: () => void }) {
  const t = useT();
  return (
    <main className="flex min-h-dvh items-center justify-center p-4">
      <div role="alert" className="w-full max-w-md rounded-xl border border-red-200 bg-white p-6 shadow-sm">
        <h1 className="text-xl font-semibold text-red-700">{t('app.error.title')}</h1>
        <p className="mt-2 break-words text-sm text-slate-700">{message || t('app.error.unexpected')}</p>
        <Button className="mt-6" onClick={onTryAgain}>
          {t('app.error.tryAgain')}
        </Button>
      </div>
    </main>
  );
}
