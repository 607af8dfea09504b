import { PlaceholderPage } from '../../../components/layouts/placeholder-page.tsx';

/** The open admin login screen (/admin); the admin issue replaces this placeholder. */
export function AdminLoginPage() {
  return <PlaceholderPage title="Admin Login" />;
}
