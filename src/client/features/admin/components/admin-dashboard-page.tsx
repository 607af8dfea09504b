import { PlaceholderPage } from '../../../components/layouts/placeholder-page.tsx';

/** The admin dashboard (/admin/dashboard); the admin issue replaces this placeholder. */
export function AdminDashboardPage() {
  return <PlaceholderPage title="Admin Dashboard" />;
}
