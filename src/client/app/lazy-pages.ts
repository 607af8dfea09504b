import { lazy } from 'react';
import { browserTimeZone } from '#shared/rules/date-formats.ts';

// Each screen is its own chunk, so no screen ships another's code and the entry chunk holds only the app's
// frame. On a page load the server names the screen's chunks in a preload hint, so they load alongside the
// entry instead of after it (src/server/http/page-hints.ts, docs/decisions/033).
// The dashboard's first Intl call loads the locale's data (tens of milliseconds): started with the screen's
// code, in a task of its own while the first answers are on their way, not inside the render that shows
// them; the sign-in page never pays for it (docs/decisions/033).
export const TrackerHomePage = lazy(() => {
  setTimeout(browserTimeZone, 0);
  return import('#client/features/tracker/components/tracker-home-page.tsx').then((m) => ({
    default: m.TrackerHomePage,
  }));
});
export const LogSessionPage = lazy(() =>
  import('#client/features/tracker/components/log-session-page.tsx').then((m) => ({
    default: m.LogSessionPage,
  })),
);
export const PhotosPage = lazy(() =>
  import('#client/features/photos/components/photos-page.tsx').then((m) => ({ default: m.PhotosPage })),
);
export const HistoryPage = lazy(() =>
  import('#client/features/tracker/components/history-page.tsx').then((m) => ({ default: m.HistoryPage })),
);
export const EditMeasurementPage = lazy(() =>
  import('#client/features/tracker/components/edit-measurement-page.tsx').then((m) => ({
    default: m.EditMeasurementPage,
  })),
);
export const AuthPage = lazy(() =>
  import('#client/features/auth/components/auth-page.tsx').then((m) => ({ default: m.AuthPage })),
);
export const ResetPasswordPage = lazy(() =>
  import('#client/features/auth/components/reset-password-page.tsx').then((m) => ({
    default: m.ResetPasswordPage,
  })),
);
export const EmailVerifiedPage = lazy(() =>
  import('#client/features/auth/components/email-verified-page.tsx').then((m) => ({
    default: m.EmailVerifiedPage,
  })),
);
export const VerifyEmailPage = lazy(() =>
  import('#client/features/auth/components/verify-email-page.tsx').then((m) => ({
    default: m.VerifyEmailPage,
  })),
);
export const ProfilePage = lazy(() =>
  import('#client/features/profile/components/profile-page.tsx').then((m) => ({ default: m.ProfilePage })),
);
// Discreet mode and "Your data" for every customer, also a store customer without a profile.
export const PrivacyPage = lazy(() =>
  import('#client/features/profile/components/privacy-page.tsx').then((m) => ({ default: m.PrivacyPage })),
);
export const AdminLoginPage = lazy(() =>
  import('#client/features/admin/components/admin-login-page.tsx').then((m) => ({
    default: m.AdminLoginPage,
  })),
);
export const AdminDashboardPage = lazy(() =>
  import('#client/features/admin/components/admin-dashboard-page.tsx').then((m) => ({
    default: m.AdminDashboardPage,
  })),
);
// The admin password step gate of /admin/dashboard and /email-test: its own small chunk, so admin code
// stays out of the main bundle.
export const AdminStepGate = lazy(() =>
  import('#client/features/admin/components/admin-step-gate.tsx').then((m) => ({
    default: m.AdminStepGate,
  })),
);
export const EmailTestPage = lazy(() =>
  import('#client/features/admin/components/email-test-page.tsx').then((m) => ({
    default: m.EmailTestPage,
  })),
);
// The Progress charts (docs/decisions/015): the chart code loads only when the view opens.
export const ProgressPage = lazy(() =>
  import('#client/features/tracker/progress/progress-page.tsx').then((m) => ({ default: m.ProgressPage })),
);
// The session timer (docs/decisions/017).
export const TimerPage = lazy(() =>
  import('#client/features/timer/components/timer-page.tsx').then((m) => ({ default: m.TimerPage })),
);
// Goals and rest days (docs/decisions/018), and the reminder email's unsubscribe page (019).
export const GoalsPage = lazy(() =>
  import('#client/features/tracker/goals/goals-page.tsx').then((m) => ({ default: m.GoalsPage })),
);
export const UnsubscribePage = lazy(() =>
  import('#client/features/tracker/goals/unsubscribe-page.tsx').then((m) => ({ default: m.UnsubscribePage })),
);
