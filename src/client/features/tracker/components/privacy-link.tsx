import { ShieldCheck } from 'lucide-react';
import { NavButton } from '#client/components/ui/nav-button.tsx';

/** The way to discreet mode and "Your data" for a store customer, who has no profile page. */
export function PrivacyLink() {
  return (
    <NavButton href="/privacy" variant="outline" size="sm">
      <ShieldCheck aria-hidden="true" />
      Privacy
    </NavButton>
  );
}
