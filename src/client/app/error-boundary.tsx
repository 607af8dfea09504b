import { Component, type ErrorInfo, type ReactNode } from 'react';
import { navigate } from 'wouter/use-browser-location';
import { appPath } from '#client/lib/base-path.ts';
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
    return (
      <main className="flex min-h-dvh items-center justify-center p-4">
        <div role="alert" className="w-full max-w-md rounded-xl border border-red-200 bg-white p-6 shadow-sm">
          <h1 className="text-xl font-semibold text-red-700">Something went wrong</h1>
          <p className="mt-2 break-words text-sm text-slate-700">
            {error.message || 'An unexpected error occurred'}
          </p>
          <Button className="mt-6" onClick={this.tryAgain}>
            Try again
          </Button>
        </div>
      </main>
    );
  }
}
