import { Timer } from 'lucide-react';
import { NavButton } from '#client/components/ui/nav-button.tsx';

/** "Start session": opens the session timer (/timer, docs/decisions/017), which logs through the session form. */
export function StartSessionButton() {
  return (
    <NavButton href="/timer" variant="outline" className="min-h-11">
      <Timer aria-hidden="true" />
      Start session
    </NavButton>
  );
}
