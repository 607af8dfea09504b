import { I18nProvider } from '@lingui/react';
import { QueryClientProvider } from '@tanstack/react-query';
import { Router } from 'wouter';
import { LanguageFromPreferences } from '#client/components/language-from-preferences.tsx';
import { Toaster } from '#client/components/ui/toaster.tsx';
import { UpdatePrompt } from '#client/features/app-update/components/update-prompt.tsx';
import { EmbedBridge } from '#client/features/embed/components/embed-bridge.tsx';
import { OfflineBanner } from '#client/features/offline/components/offline-banner.tsx';
import { PrivacyLayer } from '#client/features/privacy/components/privacy-layer.tsx';
import { basePath } from '#client/lib/base-path.ts';
import { i18n } from '#client/lib/i18n/i18n.ts';
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
 * Providers (the language, docs/decisions/067; the queries), the error boundary, the routes, privacy over every screen (the notice, discreet mode) and the
 * messages to a store page that embeds the app; "Update available" when a new version is installed; the
 * offline banner.
 */
export function App() {
  return (
    <I18nProvider i18n={i18n}>
      <QueryClientProvider client={queryClient}>
        <EmbedBridge />
        <OfflineBanner />
        <ErrorBoundary>
          <Router base={basePath()}>
            <CustomerHashProvider>
              <StaleToastReset />
              <LanguageFromPreferences />
              <AppRouter />
              <PrivacyLayer trackerPaths={TRACKER_PATHS} />
            </CustomerHashProvider>
          </Router>
        </ErrorBoundary>
        <Toaster />
        <UpdatePrompt />
      </QueryClientProvider>
    </I18nProvider>
  );
}
