import { QueryClientProvider } from '@tanstack/react-query';
import { Router } from 'wouter';
import { Toaster } from '#client/components/ui/toaster.tsx';
import { UpdatePrompt } from '#client/features/app-update/components/update-prompt.tsx';
import { EmbedBridge } from '#client/features/embed/components/embed-bridge.tsx';
import { OfflineBanner } from '#client/features/offline/components/offline-banner.tsx';
import { PrivacyLayer } from '#client/features/privacy/components/privacy-layer.tsx';
import { basePath } from '#client/lib/base-path.ts';
import { trackNavigation } from '#client/lib/nav-history.ts';
import { CustomerHashProvider } from '#client/lib/use-customer-hash.ts';
import { TRACKER_PATHS } from '#shared/screens.ts';
import { queryClient } from '../lib/query-client.ts';
import { ErrorBoundary } from './error-boundary.tsx';
import { AppRouter } from './router.tsx';
import { StaleToastReset } from './stale-toast-reset.tsx';

// Each screen knows the one it was opened from, for its Back (docs/decisions/049).
trackNavigation();

/**
 * Providers, the error boundary, the routes, privacy over every screen (the notice, discreet mode) and the
 * messages to a store page that embeds the app; "Update available" when a new version is installed; the
 * offline banner.
 */
export function App() {
  return (
    <QueryClientProvider client={queryClient}>
      <EmbedBridge />
      <OfflineBanner />
      <ErrorBoundary>
        <Router base={basePath()}>
          <CustomerHashProvider>
            <StaleToastReset />
            <AppRouter />
            <PrivacyLayer trackerPaths={TRACKER_PATHS} />
          </CustomerHashProvider>
        </Router>
      </ErrorBoundary>
      <Toaster />
      <UpdatePrompt />
    </QueryClientProvider>
  );
}
