import { PlaceholderPage } from '../../../components/layouts/placeholder-page.tsx';

/** The email test tool (/email-test); the admin issue replaces this placeholder. */
export function EmailTestPage() {
  return <PlaceholderPage title="Email Test" />;
}
